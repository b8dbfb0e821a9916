import { randomInt } from 'node:crypto';

// Close codes picked for what pusher-js does on each (protocol.ts getCloseAction): 4001–4099 and ≥ 4300 make it
// give up, 4100–4199 retry after a second, 4200–4299 reconnect at once.
export const closeCodes = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  // The user's access ended (account disabled, sessions revoked): pusher-js gives up rather than reconnect.
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
} as const;

// pusher:error codes that are not close codes: the socket stays open.
export const errorCodes = { clientEventRejected: 4301 } as const;

export const supportedProtocols = new Set(['5', '6', '7']);

// "digits.digits", as pusher-http-node's validateSocketId insists.
export function newSocketId(): string {
  return `${randomInt(1, 1_000_000_000)}.${randomInt(1, 1_000_000_000)}`;
}

// `data` always travels as a JSON string; pusher-js parses it back.
export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const text = typeof data === 'string' ? data : JSON.stringify(data);
  return JSON.stringify(channel === undefined ? { event, data: text } : { event, channel, data: text });
}

export type ClientFrame = { event: string; data: Record<string, unknown>; channel?: string };

export function decodeClientFrame(raw: string): ClientFrame | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { event, data, channel } = parsed as Record<string, unknown>;
  if (typeof event !== 'string') return null;
  // pusher-js 8 sends data as an object; older clients send a JSON string.
  let body: unknown = data;
  if (typeof data === 'string') {
    try {
      body = JSON.parse(data);
    } catch {
      body = {};
    }
  }
  return {
    event,
    data: typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {},
    ...(typeof channel === 'string' ? { channel } : {}),
  };
}
