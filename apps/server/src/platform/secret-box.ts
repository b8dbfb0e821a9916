import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// A secret the server must read back (a webhook's signing secret) is kept sealed with AES-256-GCM under a key derived
// from APP_KEY for one purpose, so a copy of the database alone does not yield it.
export function createSecretBox(appKey: string, purpose: string) {
  const key = Buffer.from(hkdfSync('sha256', appKey, 'atrium', purpose, 32));
  return {
    seal(secret: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
    },
    open(sealed: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !body) throw new Error('Malformed sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
    },
  };
}

export type SecretBox = ReturnType<typeof createSecretBox>;
