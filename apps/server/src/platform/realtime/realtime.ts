import type { IncomingMessage } from 'node:http';
import { userChannelName } from '@atrium/domain/contract/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { forwardedClientOf } from '../forwarded.ts';
import { type Broker, createLocalBroker, createRedisBroker } from './broker.ts';
import { createGateway, type GatewayOptions, revokeEvent } from './gateway.ts';
import { signChannel } from './signature.ts';

export type RealtimeOptions = {
  key: string;
  secret: string;
  redisUrl: string | null;
  redisPrefix: string;
  // How many reverse proxies in front are trusted for X-Forwarded-For/-Host (TRUST_PROXY; 0: none).
  trustProxy: number;
  shutdownSpreadMs: number;
  logger: FastifyBaseLogger;
  // Whether the user's firm is served at this host (features/tenancy's rule, as for tokens on the HTTP side).
  isUserServedAt: (userId: number, host: string) => Promise<boolean>;
  gateway?: Pick<GatewayOptions, 'limits' | 'idleMs' | 'pongTimeoutMs' | 'sweepMs'>;
};

// What features see of the realtime layer: push an event to a user, sign a channel for the auth endpoint.
export type RealtimePublisher = {
  // Answers how many receivers got it (0: the user has no socket listening anywhere).
  publishToUser(userId: number, event: string, payload: object): Promise<number>;
  // Closes the user's open sockets on every instance (their access ended); their tokens are revoked apart.
  disconnectUser(userId: number): Promise<void>;
};

export type Realtime = RealtimePublisher & {
  signChannel(socketId: string, channel: string): string;
  register(app: FastifyInstance): void;
};

export function createRealtime(options: RealtimeOptions): Realtime {
  const { logger } = options;
  const credentials = { key: options.key, secret: options.secret };
  const broker: Broker = options.redisUrl
    ? createRedisBroker(options.redisUrl, `${options.redisPrefix}realtime:`, logger)
    : createLocalBroker();
  const gateway = createGateway({
    credentials,
    broker,
    logger,
    isServedAt: options.isUserServedAt,
    ...options.gateway,
    // The HTTP side's rule (platform/forwarded.ts), so the per-address limits and the firm's host agree with it.
    ...(options.trustProxy > 0
      ? {
          clientIp: (request: IncomingMessage) => forwardedClientOf(request, options.trustProxy).ip,
          clientHost: (request: IncomingMessage) => forwardedClientOf(request, options.trustProxy).host,
        }
      : {}),
  });

  return {
    async publishToUser(userId, event, payload) {
      try {
        return await broker.publish(userChannelName(userId), event, JSON.stringify(payload));
      } catch (error) {
        // The event is already stored: a lost push is caught up by the browser's next refetch.
        logger.warn({ err: error, event }, 'Realtime: publishing failed');
        return 0;
      }
    },
    async disconnectUser(userId) {
      try {
        await broker.publish(userChannelName(userId), revokeEvent, '{}');
      } catch (error) {
        // The tokens are already revoked: a socket left open receives nothing it could not fetch, and the next
        // request or channel authorisation fails.
        logger.warn({ err: error }, 'Realtime: disconnecting a user failed');
      }
    },
    signChannel: (socketId, channel) => signChannel(credentials, socketId, channel),
    register(app) {
      gateway.attach(app.server);
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
