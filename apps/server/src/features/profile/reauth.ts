import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { confirmCurrentPassword } from '../../platform/reauth.ts';
import type { ClientInfo } from '../../platform/site.ts';

// The current password asked again before a sensitive change (throttled in platform/reauth.ts); a wrong
// one is a security event of its own, so it is audited too.
export function createAuditedReauth(rateLimiter: RateLimiter, audit: AuditLog) {
  return async function reauthenticate(
    auth: AuthContext,
    user: { id: number; passwordHash: string },
    password: string,
    client: ClientInfo,
    context: { action: string; field?: string },
  ): Promise<void> {
    try {
      await confirmCurrentPassword(rateLimiter, user, password, context.field);
    } catch (error) {
      if (error instanceof AppError) {
        await audit.record(
          callerEvent(
            auth,
            client,
            error.code === 'too_many_attempts' ? 'profile.reauth.throttled' : 'profile.reauth.failed',
            { action: context.action },
          ),
        );
      }
      throw error;
    }
  };
}

export type Reauthenticate = ReturnType<typeof createAuditedReauth>;
