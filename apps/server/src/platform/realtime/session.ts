import { userIdOfChannel } from '@atrium/domain/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { closeCodes, decodeClientFrame, encodeFrame, errorCodes } from './protocol.ts';
import { isValidChannelSignature, isValidUserSignature, sessionIdOfChannelData } from './signature.ts';

// One open socket. Kept small on purpose: thousands of idle ones sit in memory.
export type Session = {
  id: string;
  socket: WebSocket;
  // The host name the socket connected to: a channel is held only where its user's firm is served.
  host: string;
  // Each channel with the sign-in session (api token id) that authorised it: ending that session closes the socket.
  channels: Set<HeldChannel>;
  // Set by pusher:signin (Pusher user authentication): the user this socket signed in as.
  signedInUserId?: number;
  lastSeenAt: number;
  pingSentAt: number;
};

export type HeldChannel = { name: string; userId: number; sessionId: number };

export type Hub = {
  credentials: { key: string; secret: string };
  limits: { maxSubscriptionsPerSocket: number };
  logger: FastifyBaseLogger;
  // The user's firm when it is served at this host, else null (features/tenancy's rule).
  firmServingAt(userId: number, host: string): Promise<number | null>;
  // Whether the sign-in session is still live (not logged out, revoked, expired or idle; its user enabled).
  isSessionLive(sessionId: number): Promise<boolean>;
  join(session: Session, held: HeldChannel, firmId: number): Promise<'ok' | 'user-limit'>;
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

// The firm of the channel's user when this socket's host serves it; null (the subscription refused) otherwise.
async function firmServedHere(
  hub: Hub,
  session: Session,
  channel: string,
  userId: number,
): Promise<number | null> {
  try {
    const firmId = await hub.firmServingAt(userId, session.host);
    if (firmId !== null) return firmId;
  } catch (error) {
    hub.logger.warn({ err: error, channel }, 'Realtime: checking the firm of a subscription failed');
    refuse(session, channel, 503, 'Could not check this subscription: try again shortly.');
    return null;
  }
  hub.logger.info({ channel, host: session.host }, "Realtime: subscription at another firm's host refused");
  refuse(session, channel, 403, "This account is not served at this portal's address.");
  return null;
}

async function isLive(hub: Hub, session: Session, channel: string, sessionId: number): Promise<boolean> {
  try {
    if (await hub.isSessionLive(sessionId)) return true;
  } catch (error) {
    hub.logger.warn({ err: error, channel }, 'Realtime: checking the session of a subscription failed');
    refuse(session, channel, 503, 'Could not check this subscription: try again shortly.');
    return false;
  }
  hub.logger.info({ channel }, 'Realtime: subscription for an ended session refused');
  refuse(session, channel, 401, 'Your session has ended: sign in again.');
  return false;
}

// pusher-js, after signin(), subscribes without a signature to this channel of the signed-in user.
const serverToUserPrefix = '#server-to-user-';

async function subscribe(hub: Hub, session: Session, data: Record<string, unknown>): Promise<void> {
  const channel = typeof data.channel === 'string' ? data.channel : '';
  if ([...session.channels].some((held) => held.name === channel)) {
    send(session, 'pusher_internal:subscription_succeeded', {}, channel);
    return;
  }
  if (channel.startsWith(serverToUserPrefix)) {
    // Admitted only for the user this socket signed in as; nothing is published there, so it is not held.
    if (
      session.signedInUserId !== undefined &&
      channel === `${serverToUserPrefix}${session.signedInUserId}`
    ) {
      send(session, 'pusher_internal:subscription_succeeded', {}, channel);
    } else refuse(session, channel, 403, 'Sign in as this user first.');
    return;
  }
  const userId = userIdOfChannel(channel);
  if (userId === null) {
    refuse(session, channel, 403, 'Only private user channels are available.');
    return;
  }
  // The auth endpoint signs the channel together with the session that asked (channel_data): a signature without
  // one (made before sessions were bound to subscriptions) opens nothing.
  const sessionId = sessionIdOfChannelData(data.channel_data);
  if (
    sessionId === null ||
    !isValidChannelSignature(hub.credentials, session.id, channel, data.auth, data.channel_data as string)
  ) {
    hub.logger.info({ channel }, 'Realtime: subscription with an invalid signature refused');
    refuse(session, channel, 401, 'Invalid signature.');
    return;
  }
  // The signature proves the auth endpoint signed this socket's channel for the channel's user, at whatever host
  // that request went to; the socket itself may sit at another firm's host. As on the HTTP side (a token works only
  // at its firm's hosts), the channel is held only at a host that serves its user's firm.
  const firmId = await firmServedHere(hub, session, channel, userId);
  if (firmId === null) return;
  if (session.channels.size >= hub.limits.maxSubscriptionsPerSocket) {
    refuse(session, channel, 429, 'Too many subscriptions on this connection.');
    return;
  }
  if ((await hub.join(session, { name: channel, userId, sessionId }, firmId)) === 'user-limit') {
    refuse(session, channel, 429, 'Too many connections for this user.');
    return;
  }
  // Checked once, after joining: from then on this instance hears the channel's revocations, so a session ended
  // before or while the channel was being joined is caught here, and one ended later by its revocation (or the
  // sweep). A check before joining as well would cost every subscription a second query for nothing.
  if (!(await isLive(hub, session, channel, sessionId))) {
    hub.leave(session, channel);
    return;
  }
  send(session, 'pusher_internal:subscription_succeeded', {}, channel);
}

// Pusher user authentication: pusher-js sends what POST /broadcasting/user-auth signed for this socket. A failed
// sign-in closes the socket with 4009, as Pusher's protocol prescribes; pusher-js then does not reconnect.
function signin(hub: Hub, session: Session, data: Record<string, unknown>): void {
  const userData = typeof data.user_data === 'string' ? data.user_data : '';
  let id: unknown;
  try {
    id = (JSON.parse(userData) as { id?: unknown } | null)?.id;
  } catch {
    id = undefined;
  }
  const userId = typeof id === 'string' && /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  if (userId === null || !isValidUserSignature(hub.credentials, session.id, userData, data.auth)) {
    hub.logger.info('Realtime: sign-in with an invalid signature refused');
    send(session, 'pusher:error', { code: closeCodes.unauthorized, message: 'Invalid signature.' });
    session.socket.close(closeCodes.unauthorized, 'Invalid signature');
    return;
  }
  session.signedInUserId = userId;
  send(session, 'pusher:signin_success', { user_data: userData });
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
    case 'pusher:signin':
      signin(hub, session, frame.data);
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
