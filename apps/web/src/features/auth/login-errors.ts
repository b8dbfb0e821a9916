import { serverErrorMessage } from '../../lib/error-body.ts';
import { isApiError } from '../../lib/http.ts';

// contract/errors' messages.badCredentials (login-errors.test.ts holds it to it): that module brings zod, which
// the login page does not download before it paints.
export const badCredentialsMessage = 'These credentials do not match our records.';

// A 401 shows the server's message, or the standard one; any other failure shows the
// message given (a 422's, a 429's "try again in…", the network message).
export function loginErrorMessage(error: unknown): string | null {
  if (!error) return null;
  if (!isApiError(error)) return serverErrorMessage;
  if (error.status === 401) return error.hasServerMessage ? error.message : badCredentialsMessage;
  return error.message;
}
