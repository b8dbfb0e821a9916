import { createHmac, timingSafeEqual } from 'node:crypto';

type Credentials = { key: string; secret: string };

function sign(credentials: Credentials, text: string): string {
  return `${credentials.key}:${createHmac('sha256', credentials.secret).update(text).digest('hex')}`;
}

function isSameSignature(expected: string, auth: unknown): boolean {
  if (typeof auth !== 'string') return false;
  const wanted = Buffer.from(expected);
  const given = Buffer.from(auth);
  // Compared in constant time, so a forger learns nothing from how long a refusal takes.
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

// The Pusher protocol's channel signature: "<key>:" + hex HMAC-SHA256(secret, S), S being "<socket_id>:<channel>",
// or "<socket_id>:<channel>:<channel_data>" when the auth endpoint returned channel_data (as for presence channels).
// Atrium's user channels always carry channel_data naming the session that authorised them (see channelDataOf).
export function signChannel(
  credentials: Credentials,
  socketId: string,
  channel: string,
  channelData?: string,
) {
  return sign(
    credentials,
    channelData === undefined ? `${socketId}:${channel}` : `${socketId}:${channel}:${channelData}`,
  );
}

export function isValidChannelSignature(
  credentials: Credentials,
  socketId: string,
  channel: string,
  auth: unknown,
  channelData?: string,
): boolean {
  return isSameSignature(signChannel(credentials, socketId, channel, channelData), auth);
}

// The channel_data the auth endpoint signs with a user channel: the session (api token id) that authorised it.
// pusher-js sends it back unchanged with pusher:subscribe, so the gateway on any instance learns, from signed text
// alone, which session a subscription belongs to, and can refuse it once that session has ended.
export function channelDataOf(sessionId: number): string {
  return JSON.stringify({ session_id: String(sessionId) });
}

export function sessionIdOfChannelData(channelData: unknown): number | null {
  if (typeof channelData !== 'string' || channelData.length > 200) return null;
  try {
    const parsed: unknown = JSON.parse(channelData);
    const value = (parsed as { session_id?: unknown } | null)?.session_id;
    return typeof value === 'string' && /^[1-9]\d{0,15}$/.test(value) ? Number(value) : null;
  } catch {
    return null;
  }
}

// Pusher user authentication (pusher-js signin()): "<key>:" + hex HMAC-SHA256(secret, "<socket_id>::user::<user_data>").
export function signUser(credentials: Credentials, socketId: string, userData: string): string {
  return sign(credentials, `${socketId}::user::${userData}`);
}

export function isValidUserSignature(
  credentials: Credentials,
  socketId: string,
  userData: string,
  auth: unknown,
): boolean {
  return isSameSignature(signUser(credentials, socketId, userData), auth);
}
