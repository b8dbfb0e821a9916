import { createHash, randomBytes } from 'node:crypto';

// A token is 256 random bits, handed out once; only the SHA-256 is stored, so a database leak
// yields no usable token. A fast hash is right here: the input has full entropy, unlike a password.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function generateToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
