import type { LoginRequest } from '@atrium/domain/contract/auth';
import { http } from '../../lib/http.ts';
import { endSession, getSession, startSession, updateSessionUser } from '../../lib/session.ts';

// The auth contract's schemas (and zod) are fetched with the first call, not with the login page.
const authContract = () => import('@atrium/domain/contract/auth');

// The trust-device token lives in this cookie (set by the multi-factor flow).
const trustDeviceCookie = 'portal_multi_factor_trust_device';

function readTrustDeviceToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === trustDeviceCookie) return decodeURIComponent(value.join('='));
  }
  return null;
}

export async function login(credentials: Pick<LoginRequest, 'email' | 'password'>) {
  const { loginResponseSchema } = await authContract();
  const response = await http.post('/api/login', {
    body: { ...credentials, trust_device_token: readTrustDeviceToken() },
    schema: loginResponseSchema,
    // A 401 here is wrong credentials, shown on the form, never "session expired".
    auth: false,
  });
  startSession(response);
  return response;
}

// Revokes the token on the server, then forgets the session whatever the answer: a user who asks to
// log out is logged out here even if the server is unreachable or the token was already gone.
export async function logout(): Promise<void> {
  try {
    const { logoutResponseSchema } = await authContract();
    await http.post('/api/logout', { schema: logoutResponseSchema, expireSessionOn401: false });
  } catch {
    // The local session ends below regardless.
  } finally {
    endSession();
  }
}

// GET api/user refreshes the stored user when the app starts with a session. A 401 opens the
// Session Expired dialog through lib/http; other failures keep the stored user.
export async function refreshStoredUser(): Promise<void> {
  if (!getSession().token) return;
  try {
    const { userSchema } = await authContract();
    updateSessionUser(await http.get('/api/user', { schema: userSchema }));
  } catch {
    // Handled as described above.
  }
}

// "Stay signed in" (the idle warning, hooks/use-idle-warning.ts): any authenticated call restarts the server's idle clock; this one also
// refreshes the stored user. A 401 means it was already too late, and lib/http opens Session Expired.
export async function keepSessionAlive(): Promise<void> {
  const { userSchema } = await authContract();
  updateSessionUser(await http.get('/api/user', { schema: userSchema }));
}
