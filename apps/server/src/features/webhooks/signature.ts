import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (standardwebhooks.com, "Signature scheme"): the secret is `whsec_` and base64 of random bytes
// (24 here, 192 bits); each signature is `v1,` and base64 of HMAC-SHA256 over `${id}.${timestamp}.${body}` keyed by
// the secret's decoded bytes; several are sent space-separated while a rotated-out secret is still live.
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function signWith(secret: string, content: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
}

// The three headers of one delivery of `body`, signed by every live secret (the current one first).
export function webhookHeaders(
  messageId: string,
  timestampSeconds: number,
  body: string,
  secrets: readonly string[],
): Record<string, string> {
  const content = `${messageId}.${timestampSeconds}.${body}`;
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': secrets.map((secret) => signWith(secret, content)).join(' '),
  };
}
