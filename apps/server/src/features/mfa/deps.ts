import type { User } from '@atrium/domain/contract/auth';
import type { AuditLog } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { MfaCrypto } from './crypto.ts';
import type { FactorsRepo } from './factors-repo.ts';
import type { MfaRepo } from './repo.ts';

// What the second factor's service and its code checks (code-checks.ts) are built from; the profile's settings
// (features/profile/mfa-service.ts) add theirs to it.
export type MfaDeps = {
  repo: MfaRepo;
  factors: FactorsRepo;
  crypto: MfaCrypto;
  rateLimiter: RateLimiter;
  audit: AuditLog;
  clock: Clock;
  outbox: Pick<Outbox, 'sendSms'>;
  getUser: (userId: number) => Promise<User>;
};
