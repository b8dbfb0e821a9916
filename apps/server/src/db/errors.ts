// PostgreSQL's unique_violation (SQLSTATE 23505), whether the driver's error arrives bare or wrapped by Drizzle.
export function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (value as { code?: unknown } | null)?.code;
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
}
