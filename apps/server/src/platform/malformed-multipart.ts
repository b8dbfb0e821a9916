// Busboy's own parse failures carry no code, unlike @fastify/multipart's (FST_…): a form without a boundary,
// or one cut short. An upload route answers them 422 like any unreadable upload, never 500 (found by
// fuzzing the routes, src/fuzz/).
export function isMalformedMultipart(error: unknown): boolean {
  return (
    error instanceof Error &&
    !('code' in error) &&
    /^Multipart: |multipart data|part header/i.test(error.message)
  );
}
