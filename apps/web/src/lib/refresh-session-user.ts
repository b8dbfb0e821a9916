import { userSchema } from '@atrium/domain/contract/auth';
import { http } from './http.ts';
import { updateSessionUser } from './session.ts';

// The stored user (the name in the header, the MFA flags) follows a change the server made to the account: a
// profile save, or a fact-find save of client 1's names (the server writes both; docs/decisions/013).
export async function refreshSessionUser(): Promise<void> {
  updateSessionUser(await http.get('/api/user', { schema: userSchema }));
}
