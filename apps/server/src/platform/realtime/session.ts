import { userIdOfChannel } from '@atrium/domain/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { decodeClientFrame, encodeFrame, errorCodes } from './protocol.ts';
import { isValidChannelSignature } from './signature.ts';

// One open socket. Kept small on purpose: thousands of idle ones sit in memory.
export type Session = {
  id: string;
  socket: WebSocket;
  // The host name the socket connected to (issue 8): a channel is held only where its user's firm is served.
  host: string;
  channels: Set<{ name: string; userId: number }>;
  lastSeenAt: number;
  pingSentAt: number;
};

export type Hub = {
  credentials: { key: string; secret: string };
  limits: { maxSubscriptionsPerSocket: number };
  logger: FastifyBaseLogger;
  isServedAt(userId: number, host: string): Promise<boolean>;
  join(session: Session, channel: string, userId: number): Promise<'ok' | 'user-limit'>;
  leave(session: Session, channel: string): void;
};

function send(session: Session, event: string, data: unknown, channel?: string): void {
  session.socket.send(encodeFrame(event, data, channel));
}

// A refused subscription, in the one form pusher-js hands to channel.bind('pusher:subscription_error')
// and Echo's .error(): on that channel, socket left open.
function refuse(session: Session, channel: string, status: number, error: string): void {
  send(session, 'pusher:subscription_error', { type: 'AuthError', error, status }, channel);
}

async function isServedHere(hub: Hub, session: Session, channel: string, userId: number): Promise<boolean> {
  try {
    if (await hub.isServedAt(userId, session.host)) return true;
  } catch (error) {
    hub.logger.warn({ err: error, channel }, 'Realtime: checking the firm of a subscription failed');
    refuse(session, channel, 503, 'Could not check this subscription: try again shortly.');
    return false;
  }
  hub.logger.info({ channel, host: session.host }, "Realtime: subscription at another firm's host refused");
  refuse(session, channel, 403, "This account is not served at this portal's address.");
  return false;
}

async function subscribe(hub: Hub, session: Session, data: Record<string, unknown>): Promise<void> {
  const channel = typeof data.channel === 'string' ? data.channel : '';
  if ([...session.channels].some((held) => held.name === channel)) {
    send(session, 'pusher_internal:subscription_succeeded', {}, channel);
    return;
  }
  const userId = userIdOfChannel(channel);
  if (userId === null) {
    refuse(session, channel, 403, 'Only private user channels are available.');
    return;
  }
  if (!isValidChannelSignature(hub.credentials, session.id, channel, data.auth)) {
    hub.logger.info({ channel }, 'Realtime: subscription with an invalid signature refused');
    refuse(session, channel, 401, 'Invalid signature.');
    return;
  }
  // The signature proves the auth endpoint signed this socket's channel for the channel's user, at whatever host
  // that request went to; the socket itself may sit at another firm's host. As on the HTTP side (a token works only
  // at its firm's hosts), the channel is held only at a host that serves its user's firm.
  if (!(await isServedHere(hub, session, channel, userId))) return;
  if (session.channels.size >= hub.limits.maxSubscriptionsPerSocket) {
    refuse(session, channel, 429, 'Too many subscriptions on this connection.');
    return;
  }
  if ((await hub.join(session, channel, userId)) === 'user-limit') {
    refuse(session, channel, 429, 'Too many connections for this user.');
    return;
  }
  send(session, 'pusher_internal:subscription_succeeded', {}, channel);
}

export async function handleClientMessage(hub: Hub, session: Session, raw: string): Promise<void> {
  const frame = decodeClientFrame(raw);
  if (!frame) {
    send(session, 'pusher:error', { code: null, message: 'Unreadable message.' });
    return;
  }
  switch (frame.event) {
    case 'pusher:ping':
      send(session, 'pusher:pong', {});
      return;
    case 'pusher:pong':
      return;
    case 'pusher:subscribe':
      await subscribe(hub, session, frame.data);
      return;
    case 'pusher:unsubscribe':
      if (typeof frame.data.channel === 'string') hub.leave(session, frame.data.channel);
      return;
    default:
      if (frame.event.startsWith('client-')) {
        send(session, 'pusher:error', {
          code: errorCodes.clientEventRejected,
          message: 'Client events are not enabled.',
        });
        return;
      }
      send(session, 'pusher:error', {
        code: null,
        message: `Unsupported event: ${frame.event.slice(0, 60)}`,
      });
  }
}
