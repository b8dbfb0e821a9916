import type { User } from '@atrium/domain/contract/auth';
import { answer } from './fake-api.ts';
import { jointClient, storeSession } from './fixtures.ts';

// A browser signed in as the user: their stored session, and GET api/user answering with them.
export function signInAs(user: User = jointClient): void {
  storeSession({ user });
  answer('GET /api/user', { status: 200, body: user });
}
