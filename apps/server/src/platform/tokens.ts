import { hash, randomBytes } from 'node:crypto';

// A token is 256 random bits, handed out once; only the SHA-256 is stored, so a database leak
// yields no usable token. A fast hash is right here: the input has full entropy, unlike a password. Every
// authenticated request hashes its token, so the one-shot crypto.hash (a third of createHash's cost on a short input).
export function hashToken(token: string): string {
  return hash('sha256', token, 'hex');
}

export function generateToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}
