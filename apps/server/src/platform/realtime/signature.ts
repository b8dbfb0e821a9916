import { createHmac, timingSafeEqual } from 'node:crypto';

// The Pusher protocol's private-channel signature: "<key>:" + hex HMAC-SHA256(secret, "<socket_id>:<channel>").
export function signChannel(credentials: { key: string; secret: string }, socketId: string, channel: string) {
  const digest = createHmac('sha256', credentials.secret).update(`${socketId}:${channel}`).digest('hex');
  return `${credentials.key}:${digest}`;
}

// Compared in constant time, so a forger learns nothing from how long a refusal takes.
export function isValidChannelSignature(
  credentials: { key: string; secret: string },
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(signChannel(credentials, socketId, channel));
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
