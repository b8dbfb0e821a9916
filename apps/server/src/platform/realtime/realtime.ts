import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { createPeriodicJob, runWhileListening } from '../periodic-job.ts';
import { type Broker, createLocalBroker, createRedisBroker } from './broker.ts';
import type { FirmsOfUsers } from './firm-directory.ts';
import { createGateway, encodeRevocation, type GatewayOptions, revokeEvent } from './gateway.ts';
import { channelDataOf, signChannel, signUser } from './signature.ts';

export type RealtimeOptions = {
  key: string;
  secret: string;
  redisUrl: string | null;
  redisPrefix: string;
  // How many reverse proxies in front are trusted for X-Forwarded-For/-Host (TRUST_PROXY; 0: none).
  trustProxy: number;
  shutdownSpreadMs: number;
  logger: FastifyBaseLogger;
  // The user's firm when it is served at this host, else null (features/tenancy's rule, as for tokens on the HTTP side).
  firmServingUserAt: (userId: number, host: string) => Promise<number | null>;
  // The firm of each of these users (absent: no such user), for routing events through Redis by firm (decision 018).
  firmsOfUsers: FirmsOfUsers;
  // Which sign-in sessions (api token ids) are still live, by the same rule a bearer token obeys on the HTTP side.
  liveSessions: (sessionIds: number[]) => Promise<Set<number>>;
  // How often a listening server closes the sockets of sessions that expired (absolute or idle) meanwhile.
  sessionSweepMs?: number;
  gateway?: Pick<GatewayOptions, 'limits' | 'idleMs' | 'pongTimeoutMs' | 'sweepMs'>;
};

// What features see of the realtime layer: push an event to a user, sign a channel for the auth endpoint.
export type RealtimePublisher = {
  // Answers how many receivers there were: this instance's sockets of the user without Redis, the instances holding
  // the user's firm with it (broker.ts); 0: nobody could have heard it.
  publishToUser(userId: number, event: string, payload: object): Promise<number>;
  // The one call every place that ends a sign-in session makes, once its tokens are revoked (logout, signing out
  // other sessions, a password change or reset, an MFA reset, deactivation, erasure): closes, on every instance,
  // the sockets those sessions authorised ('all': every socket of the user), with 4009, on which pusher-js does
  // not reconnect. Expiry has no such moment: the gateway refuses expired sessions at subscribe and sweeps them.
  sessionsEnded(userId: number, sessionIds: readonly number[] | 'all'): Promise<void>;
};

// The same moments told to every instance, socket or none, for the per-instance session cache. A listener
// hears this instance's own calls at once (before they go out), and other instances' through the broker.
// 'everyone': a message nobody could read, so every user's sessions count as changed.
export type SessionsEndedListener = (
  userId: number | 'everyone',
  sessionIds: ReadonlySet<number> | 'all',
) => void;
export type SessionEvents = {
  subscribe(listener: SessionsEndedListener): void;
  // The broker's listening epoch (broker.ts): null while an ended session elsewhere could go unheard.
  epoch(): number | null;
};

// The instance-wide broker channel of session ends: ':' never occurs in a Pusher channel name, so no user channel
// can be it.
const sessionsChannel = 'atrium_internal:sessions';

export function encodeSessionsMessage(userId: number, sessionIds: readonly number[] | 'all'): string {
  return JSON.stringify({ user: userId, sessions: sessionIds });
}

// Every user's sessions at once: an operator command changed what a host serves (src/scripts/firm-create.ts).
const everyoneMessage = JSON.stringify({ everyone: true });

// From a process with no realtime layer of its own (an operator command) to every running instance. Without
// REDIS_URL there is one instance, which sees the change when its cached sessions next reach the database
// (within a minute: features/auth/session-cache.ts).
export async function announceEverySessionChanged(redisUrl: string, redisPrefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    await redis.publish(`${redisPrefix}realtime:${sessionsChannel}`, everyoneMessage);
  } finally {
    redis.disconnect();
  }
}

// A message nobody can read names no user either: every cached session is dropped (erring on the side of the
// database).
export function decodeSessionsMessage(
  data: string,
): { userId: number; sessionIds: Set<number> | 'all' } | 'everyone' {
  try {
    const { user, sessions } = JSON.parse(data) as { user?: unknown; sessions?: unknown };
    if (!Number.isInteger(user)) return 'everyone';
    if (Array.isArray(sessions) && sessions.every((id) => Number.isInteger(id)))
      return { userId: user as number, sessionIds: new Set(sessions as number[]) };
    return { userId: user as number, sessionIds: 'all' };
  } catch {
    return 'everyone';
  }
}

export type Realtime = RealtimePublisher & {
  // A user channel's signature, bound to the session that asked for it: {auth, channel_data}.
  authorizeChannel(
    socketId: string,
    channel: string,
    sessionId: number,
  ): { auth: string; channel_data: string };
  // Pusher user authentication (pusher-js signin()): {auth, user_data}.
  authenticateUser(socketId: string, userId: number): { auth: string; user_data: string };
  register(app: FastifyInstance): void;
  // What a session stands for changed without it ending (a new role): every instance forgets what it cached about
  // the user's sessions (features/auth/session-cache.ts), and their sockets stay open.
  sessionsChanged(userId: number): Promise<void>;
  sessionEvents: SessionEvents;
};

export function createRealtime(options: RealtimeOptions): Realtime {
  const { logger } = options;
  const credentials = { key: options.key, secret: options.secret };
  const broker: Broker = options.redisUrl
    ? createRedisBroker(options.redisUrl, `${options.redisPrefix}realtime:`, logger, options.firmsOfUsers)
    : createLocalBroker(logger);
  const gateway = createGateway({
    credentials,
    broker,
    logger,
    firmServingAt: options.firmServingUserAt,
    liveSessions: options.liveSessions,
    ...options.gateway,
    // The HTTP side's rule (platform/forwarded.ts), so the per-address limits and the firm's host agree with it.
    trustProxy: options.trustProxy,
  });
  const sessionListeners: SessionsEndedListener[] = [];
  const tellListeners = (userId: number | 'everyone', sessionIds: ReadonlySet<number> | 'all') => {
    for (const listener of sessionListeners) listener(userId, sessionIds);
  };
  broker.listen(sessionsChannel, (data) => {
    if (data === everyoneMessage) {
      tellListeners('everyone', 'all');
      return;
    }
    const decoded = decodeSessionsMessage(data);
    if (decoded === 'everyone') {
      logger.warn('Realtime: unreadable sessions message; every cached session is dropped');
      tellListeners('everyone', 'all');
      return;
    }
    tellListeners(decoded.userId, decoded.sessionIds);
  });
  // Every instance, this one included, forgets the sessions first; a failed broadcast is logged like a failed
  // socket close, and the cache's entries are bounded in time by the token rules' minute (session-cache.ts).
  async function broadcastSessions(userId: number, sessionIds: readonly number[] | 'all') {
    tellListeners(userId, sessionIds === 'all' ? 'all' : new Set(sessionIds));
    try {
      await broker.broadcast(sessionsChannel, encodeSessionsMessage(userId, sessionIds));
    } catch (error) {
      logger.warn({ err: error }, 'Realtime: telling other instances of ended sessions failed');
    }
  }

  // Each instance sweeps its own sockets only.
  const sessionSweep = createPeriodicJob({
    async run() {
      const closed = await gateway.sweepSessions();
      if (closed > 0) logger.info({ closed }, 'Realtime: sockets of ended sessions closed');
      return closed;
    },
    intervalMs: options.sessionSweepMs ?? 60_000,
    logger,
    failure: 'Realtime: sweeping ended sessions failed',
  });

  return {
    // The broker never rejects (broker.ts): the event is stored already, and a lost push is caught up by the
    // browser's next refetch.
    publishToUser: (userId, event, payload) => broker.publish(userId, event, JSON.stringify(payload)),
    async sessionsEnded(userId, sessionIds) {
      if (sessionIds !== 'all' && sessionIds.length === 0) return;
      await broadcastSessions(userId, sessionIds);
      try {
        await broker.publish(userId, revokeEvent, encodeRevocation(sessionIds));
      } catch (error) {
        // The tokens are already revoked: no new subscription opens for them, and the session sweep closes a socket
        // left open within sessionSweepMs.
        logger.warn({ err: error }, 'Realtime: closing the sockets of ended sessions failed');
      }
    },
    sessionsChanged: (userId) => broadcastSessions(userId, 'all'),
    sessionEvents: {
      subscribe(listener) {
        sessionListeners.push(listener);
      },
      epoch: () => broker.listeningEpoch(),
    },
    authorizeChannel(socketId, channel, sessionId) {
      const channelData = channelDataOf(sessionId);
      return { auth: signChannel(credentials, socketId, channel, channelData), channel_data: channelData };
    },
    authenticateUser(socketId, userId) {
      const userData = JSON.stringify({ id: String(userId) });
      return { auth: signUser(credentials, socketId, userData), user_data: userData };
    },
    register(app) {
      gateway.attach(app.server);
      // Periodic work of a listening server only (never in inject tests), stopped before the database closes.
      runWhileListening(app, sessionSweep);
      // Before the HTTP server stops: sockets drain while requests are still answered.
      app.addHook('preClose', async () => {
        await gateway.drain(options.shutdownSpreadMs);
      });
      app.addHook('onClose', async () => {
        await broker.close();
      });
    },
  };
}
