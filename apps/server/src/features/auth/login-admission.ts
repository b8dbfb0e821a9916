import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, tooManyAttempts } from '../../platform/errors.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { loginBuckets } from './service.ts';

// A body refused before the login service runs: nested too deep (platform/json-body.ts), not JSON, too large,
// of another media type, or not the contract's shape. The service's own answers (401, 429, 404) are counted by it;
// it never answers 422, so a 422 here is the request schema's (platform/validation.ts).
function isRefusedBody(error: unknown): boolean {
  if (error instanceof AppError) return error.code === 'bad_request' || error.code === 'validation_failed';
  const code = (error as Partial<FastifyError>).code;
  return typeof code === 'string' && code.startsWith('FST_ERR_CTP_');
}

// Hostile bodies stay cheap on POST api/login and count like failed logins (auth/service.ts's per-IP allowance):
// an address already over the allowance is refused before its body is read or parsed, and a refused body takes
// a slot of it, so a stream of deep or malformed bodies is throttled as a stream of wrong passwords is.
export function createLoginAdmission(rateLimiter: RateLimiter) {
  const ipBucket = (ip: string) => loginBuckets('', ip).ipOnly;
  return {
    async onRequest(request: FastifyRequest): Promise<void> {
      const result = await rateLimiter.check(ipBucket(request.ip));
      if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
    },
    async onError(request: FastifyRequest, _reply: FastifyReply, error: unknown): Promise<void> {
      if (isRefusedBody(error)) await rateLimiter.consume([ipBucket(request.ip)]);
    },
  };
}

export type LoginAdmission = ReturnType<typeof createLoginAdmission>;
