import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

// Every secret of the second factor is keyed by APP_KEY: a copy of the database alone can neither
// brute-force a six-digit code's hash, forge a trust-device hash, nor read an authenticator secret.
export function createMfaCrypto(appKey: string) {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', appKey, 'atrium', purpose, 32));
  const codeKey = derive('atrium.mfa.code');
  const deviceKey = derive('atrium.mfa.trust-device');
  const recoveryKey = derive('atrium.mfa.recovery-code');
  const totpKey = derive('atrium.mfa.totp-secret');
  const mac = (key: Buffer, value: string) => createHmac('sha256', key).update(value).digest('hex');

  return {
    // A code is bound to the token it was sent for: the same digits hash differently for another login.
    hashCode: (tokenId: number, code: string) => mac(codeKey, `${tokenId}:${code}`),
    hashDeviceToken: (token: string) => mac(deviceKey, token),
    hashRecoveryCode: (userId: number, code: string) => mac(recoveryKey, `${userId}:${code.toLowerCase()}`),

    encryptTotpSecret(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', totpKey, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    decryptTotpSecret(stored: string): string {
      const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Malformed authenticator secret');
      const decipher = createDecipheriv('aes-256-gcm', totpKey, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export type MfaCrypto = ReturnType<typeof createMfaCrypto>;

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

// Six digits from a CSPRNG, leading zeros kept.
export function generateSmsCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

// Ten characters from an alphabet without look-alikes (no 0/o, 1/l/i), shown as xxxxx-xxxxx.
const recoveryAlphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
export function generateRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => recoveryAlphabet[randomInt(0, recoveryAlphabet.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

export function generateDeviceToken(): string {
  return randomBytes(32).toString('base64url');
}
