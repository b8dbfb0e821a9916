import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { activityTimeoutSeconds, userChannelName } from '@atrium/domain/contract/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { type WebSocket, WebSocketServer } from 'ws';
import { forwardedClientOf } from '../forwarded.ts';
import type { Broker } from './broker.ts';
import { type ConnectionRateLimiter, createConnectionRateLimiter } from './connection-rate.ts';
import { closeCodes, encodeFrame, newSocketId, supportedProtocols } from './protocol.ts';
import { type HeldChannel, handleClientMessage, type Session } from './session.ts';

export type GatewayLimits = {
  // Inbound frames only carry subscribe/ping (well under 1 KiB); Pusher's own cap on client messages is 10 KiB.
  maxMessageBytes: number;
  maxSubscriptionsPerSocket: number;
  maxSocketsPerUser: number;
  connectionsPerIpPerMinute: number;
};

export const defaultLimits: GatewayLimits = {
  maxMessageBytes: 10 * 1024,
  maxSubscriptionsPerSocket: 10,
  maxSocketsPerUser: 20,
  connectionsPerIpPerMinute: 60,
};

export type GatewayOptions = {
  credentials: { key: string; secret: string };
  broker: Broker;
  logger: FastifyBaseLogger;
  limits?: Partial<GatewayLimits>;
  // A socket silent this long is pinged; one that then stays silent pongTimeoutMs longer is closed (4201).
  idleMs?: number;
  pongTimeoutMs?: number;
  sweepMs?: number;
  // How many reverse proxies in front are trusted (TRUST_PROXY; 0, the default: none): which address a socket comes
  // from and which host name it connected to, by the HTTP side's rule (platform/forwarded.ts).
  trustProxy?: number;
  // The user's firm when it is served at a host (features/tenancy's rule), else null: a socket holds a user's channel
  // only at their firm's hosts, and the broker routes the user's events by that firm (decision 018).
  firmServingAt: (userId: number, host: string) => Promise<number | null>;
  // Which of these sign-in sessions (api token ids) are still live: checked at subscribe and by sweepSessions.
  liveSessions: (sessionIds: number[]) => Promise<Set<number>>;
};

export type Gateway = ReturnType<typeof createGateway>;

// Published on a user's channel (through the broker, so every instance hears it) to close that user's sockets:
// with data {"sessions":[ids]} only the sockets whose channel those sessions authorised, with "{}" every one.
// Never sent to a browser: pusher-js would see it as an ordinary event.
export const revokeEvent = 'atrium_internal:revoke';

export function encodeRevocation(sessionIds: readonly number[] | 'all'): string {
  return sessionIds === 'all' ? '{}' : JSON.stringify({ sessions: sessionIds });
}

// The sessions a revocation names, or 'all' (anything else, so a garbled message errs on the side of closing).
export function decodeRevocation(data: string): Set<number> | 'all' {
  try {
    const sessions = (JSON.parse(data) as { sessions?: unknown } | null)?.sessions;
    if (Array.isArray(sessions) && sessions.every((id) => Number.isInteger(id))) return new Set(sessions);
  } catch {
    return 'all';
  }
  return 'all';
}

function refuseUpgrade(socket: Duplex, status: number, reason: string): void {
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

// The Pusher Channels protocol (version 7) on `ws`, at /app/{key} of the HTTP server it is attached to.
export function createGateway(options: GatewayOptions) {
  const { credentials, broker, logger } = options;
  const limits = { ...defaultLimits, ...options.limits };
  const idleMs = options.idleMs ?? activityTimeoutSeconds * 1000;
  const pongTimeoutMs = options.pongTimeoutMs ?? 30_000;
  const rate: ConnectionRateLimiter = createConnectionRateLimiter(limits.connectionsPerIpPerMinute, 60_000);

  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: limits.maxMessageBytes,
    // Compression costs ~300 KiB per socket in zlib state; our frames are small.
    perMessageDeflate: false,
    clientTracking: false,
  });
  const sessions = new Set<Session>();
  // The sockets holding each user's channel (a held channel is always a user's: subscribe admits no other), and the
  // users whose hold on the broker is still on its way, so every socket of theirs waits for it.
  const channels = new Map<number, Set<Session>>();
  const holding = new Map<number, Promise<void>>();
  const socketsPerUser = new Map<number, number>();
  let isClosing = false;

  const hub = {
    credentials,
    limits,
    logger,
    firmServingAt: options.firmServingAt,
    async isSessionLive(sessionId: number): Promise<boolean> {
      return (await options.liveSessions([sessionId])).has(sessionId);
    },
    // Resolves once this instance receives the channel's events, so subscription_succeeded is only sent
    // when nothing published afterwards can be missed.
    async join(session: Session, entry: HeldChannel, firmId: number): Promise<'ok' | 'user-limit'> {
      const { userId } = entry;
      const isFirstForUser = ![...session.channels].some((held) => held.userId === userId);
      if (isFirstForUser) {
        const count = socketsPerUser.get(userId) ?? 0;
        if (count >= limits.maxSocketsPerUser) return 'user-limit';
        socketsPerUser.set(userId, count + 1);
      }
      session.channels.add(entry);
      let holders = channels.get(userId);
      if (!holders) {
        holders = new Set();
        channels.set(userId, holders);
        const held: Promise<void> = broker.hold(userId, firmId).finally(() => {
          if (holding.get(userId) === held) holding.delete(userId);
        });
        holding.set(userId, held);
      }
      holders.add(session);
      await holding.get(userId);
      return 'ok';
    },
    leave(session: Session, channel: string): void {
      const held = [...session.channels].find((entry) => entry.name === channel);
      if (!held) return;
      session.channels.delete(held);
      if (![...session.channels].some((entry) => entry.userId === held.userId)) {
        const count = (socketsPerUser.get(held.userId) ?? 1) - 1;
        if (count > 0) socketsPerUser.set(held.userId, count);
        else socketsPerUser.delete(held.userId);
      }
      const holders = channels.get(held.userId);
      holders?.delete(session);
      if (holders && holders.size === 0) {
        channels.delete(held.userId);
        broker.release(held.userId).catch((error: unknown) => {
          logger.warn({ err: error }, 'Realtime: releasing a channel failed');
        });
      }
    },
  };

  broker.start((userId, event, data) => {
    const holders = channels.get(userId);
    if (!holders) return 0;
    // Not an event for the browser: sessions of the channel's user ended (or the user lost their access), so the
    // sockets those sessions authorised close, with a code on which pusher-js does not reconnect.
    if (event === revokeEvent) {
      const ended = decodeRevocation(data);
      const closing = [...holders].filter(
        (session) =>
          ended === 'all' ||
          [...session.channels].some((held) => held.userId === userId && ended.has(held.sessionId)),
      );
      for (const session of closing) endSocket(session);
      return closing.length;
    }
    // One frame for every receiver: the broadcast cost is one JSON encoding plus a write per socket.
    const frame = encodeFrame(event, data, userChannelName(userId));
    for (const session of holders) session.socket.send(frame);
    return holders.size;
  });

  // Its session ended: 4009, on which pusher-js does not reconnect, and nothing more is delivered while the close
  // handshake runs.
  function endSocket(session: Session): void {
    for (const held of [...session.channels]) hub.leave(session, held.name);
    session.socket.close(closeCodes.unauthorized, 'Session ended');
  }

  function open(socket: WebSocket, host: string): void {
    const session: Session = {
      id: newSocketId(),
      socket,
      host,
      channels: new Set(),
      lastSeenAt: Date.now(),
      pingSentAt: 0,
    };
    sessions.add(session);
    socket.on('message', (raw, isBinary) => {
      session.lastSeenAt = Date.now();
      session.pingSentAt = 0;
      if (isBinary) return;
      handleClientMessage(hub, session, raw.toString()).catch((error: unknown) => {
        logger.warn({ err: error }, 'Realtime: handling a message failed');
      });
    });
    socket.on('close', () => {
      sessions.delete(session);
      for (const held of [...session.channels]) hub.leave(session, held.name);
    });
    socket.on('error', () => socket.terminate());
    socket.send(
      encodeFrame('pusher:connection_established', {
        socket_id: session.id,
        activity_timeout: activityTimeoutSeconds,
      }),
    );
  }

  // A refusal pusher-js understands: an error it reports, then the close code that tells it what to do.
  function openAndRefuse(socket: WebSocket, code: number, message: string): void {
    socket.send(encodeFrame('pusher:error', { code, message }));
    socket.close(code, message);
  }

  function handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/app\/([^/]+)$/.exec(url.pathname);
    if (!match) {
      refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (isClosing) {
      refuseUpgrade(socket, 503, 'Service Unavailable');
      return;
    }
    const client = forwardedClientOf(request, options.trustProxy ?? 0);
    const refusal = refusalOf(match[1], url.searchParams.get('protocol'), client.ip);
    wss.handleUpgrade(request, socket, head, (ws) => {
      if (refusal) openAndRefuse(ws, refusal.code, refusal.message);
      else open(ws, client.host);
    });
  }

  function refusalOf(key: string | undefined, protocol: string | null, ip: string) {
    if (key !== credentials.key)
      return { code: closeCodes.appNotFound, message: 'Application does not exist' };
    if (!protocol) return { code: closeCodes.noProtocol, message: 'No protocol version supplied' };
    if (!supportedProtocols.has(protocol)) {
      return { code: closeCodes.unsupportedProtocol, message: 'Unsupported protocol version' };
    }
    if (!rate.consume(ip)) {
      return { code: closeCodes.overCapacity, message: 'Too many connections: try again shortly' };
    }
    return null;
  }

  // Pings the silent, closes the ones that did not answer: half-open sockets do not pile up.
  function sweep(): void {
    const now = Date.now();
    for (const session of sessions) {
      if (session.pingSentAt > 0 && now - session.pingSentAt >= pongTimeoutMs) {
        session.socket.close(closeCodes.pongNotReceived, 'Pong reply not received');
      } else if (session.pingSentAt === 0 && now - session.lastSeenAt >= idleMs) {
        session.pingSentAt = now;
        session.socket.send(encodeFrame('pusher:ping', {}));
      }
    }
    rate.prune(now);
  }
  const sweepTimer = setInterval(sweep, options.sweepMs ?? 5_000);
  sweepTimer.unref();

  return {
    attach(server: Server): void {
      server.on('upgrade', handleUpgrade);
    },
    // Closes every socket with 4200 (reconnect now) in random batches, one every stepMs over spreadMs, so a restart
    // does not make every client reconnect and re-authorise in the same second: the auth endpoint sees about
    // sockets ÷ spread re-authorisations a second, in small batches rather than a few large bursts.
    async drain(spreadMs: number, stepMs = 100): Promise<void> {
      isClosing = true;
      clearInterval(sweepTimer);
      const all = shuffle([...sessions]);
      if (all.length === 0) return;
      const wanted = Math.max(1, Math.min(all.length, Math.round(spreadMs / stepMs)));
      const size = Math.ceil(all.length / wanted);
      const steps = Math.ceil(all.length / size);
      // Each batch at its own time from the start, so a busy event loop's late timers do not add up and stretch
      // the spread (the last clients would then be back later than the spread promises).
      const startedAt = Date.now();
      for (let step = 0; step < steps; step++) {
        for (const session of all.slice(step * size, (step + 1) * size)) {
          session.socket.close(closeCodes.reconnect, 'Server restarting');
        }
        const nextAt = startedAt + ((step + 1) * spreadMs) / steps;
        if (step < steps - 1)
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, nextAt - Date.now())));
      }
      // Peers that never answer the close handshake are cut off.
      await new Promise((resolve) => setTimeout(resolve, Math.min(1000, Math.max(50, spreadMs / steps))));
      for (const session of sessions) session.socket.terminate();
    },
    stats() {
      return { sockets: sessions.size, channels: channels.size, users: socketsPerUser.size };
    },
    // Closes the sockets whose sessions are no longer live: expiry (absolute or idle) has no event to publish, and
    // a revocation published while the broker was down never arrived. Answers how many sockets it closed.
    async sweepSessions(): Promise<number> {
      const held = new Set<number>();
      for (const session of sessions) for (const entry of session.channels) held.add(entry.sessionId);
      if (held.size === 0) return 0;
      const live = await options.liveSessions([...held]);
      let closed = 0;
      for (const session of sessions) {
        if ([...session.channels].some((entry) => !live.has(entry.sessionId))) {
          endSocket(session);
          closed++;
        }
      }
      return closed;
    },
  };
}
