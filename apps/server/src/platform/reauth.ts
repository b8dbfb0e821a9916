import { invalidField, tooManyAttempts } from './errors.ts';
import { verifyPassword } from './passwords.ts';
import type { RateLimiter } from './rate-limit.ts';

export const incorrectPasswordMessage = 'The password is incorrect.';

// Changes to the second factor, the email or the password ask for the current password
// again. Wrong answers are throttled per user (10 per 15 minutes), so a stolen session can't guess it.
export async function confirmCurrentPassword(
  rateLimiter: RateLimiter,
  user: { id: number; passwordHash: string },
  password: string,
  field = 'password',
): Promise<void> {
  const bucket = { key: `reauth:user:${user.id}`, limit: 10, windowSeconds: 15 * 60 };
  const throttle = await rateLimiter.consume([bucket]);
  if (!throttle.allowed) throw tooManyAttempts(throttle.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw invalidField(field, incorrectPasswordMessage, incorrectPasswordMessage);
  }
  await rateLimiter.release(bucket.key);
}
