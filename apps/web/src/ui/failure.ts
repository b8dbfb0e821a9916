// A refusal that says what was wrong with each field, as the API's 422 does: its status, its message and the
// messages of each field. lib/http.ts's ApiError is one; the design system reads this shape and knows no http.
export type FieldFailure = Error & { status: number; errors: Record<string, string[]> };

export function isFieldFailure(error: unknown): error is FieldFailure {
  if (!(error instanceof Error) || !('status' in error) || !('errors' in error)) return false;
  const { status, errors } = error;
  return (
    typeof status === 'number' && typeof errors === 'object' && errors !== null && !Array.isArray(errors)
  );
}
