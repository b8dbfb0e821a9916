import { randomBytes } from 'node:crypto';
import { normalisePassword } from '@atrium/domain/identity/normalise';
import { hash, verify } from '@node-rs/argon2';

// Passwords are hashed with argon2id, with @node-rs/argon2's defaults (m=19 MiB, t=2, p=1: OWASP's recommended profile),
// computed on libuv's thread pool so a login never stalls the event loop.
export function hashPassword(password: string): Promise<string> {
  return hash(normalisePassword(password));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, normalisePassword(password));
  } catch {
    // A malformed stored hash must fail closed, not surface as a 500 that tells users apart.
    return false;
  }
}

// So an account's existence does not show in timing: an unknown email is checked against this hash so it costs the same time as a known one.
export function createDummyPasswordHash(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}
