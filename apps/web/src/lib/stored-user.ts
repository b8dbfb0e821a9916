import { userSchema } from '@atrium/domain/contract/auth';
import { z } from 'zod';

// The user kept locally (under the key lib/session.ts names) is the API's user (the contract's userSchema) plus
// trust_device_enabled (default false). Loaded only when a stored user has to be checked (lib/session.ts, which
// measured why), so the login page never downloads zod for it.
export const storedUserSchema = userSchema.extend({ trust_device_enabled: z.boolean().default(false) });
export type StoredUser = z.infer<typeof storedUserSchema>;

export function parseStoredUser(value: unknown): StoredUser | null {
  const result = storedUserSchema.safeParse(value);
  return result.success ? result.data : null;
}
