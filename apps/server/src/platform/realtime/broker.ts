import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createPublishBatcher } from './publish-batch.ts';

// Hands one event to the sockets of this instance that hold its channel; answers how many did.
export type Deliver = (channel: string, event: string, data: string) => number;

// Carries events between the instances. publish answers how many receivers there were: sockets on this
// instance (in-process), or instances holding the channel (Redis), so zero means "nobody is listening".
export type Broker = {
  start(deliver: Deliver): void;
  publish(channel: string, event: string, data: string): Promise<number>;
  // The gateway says which channels it holds, so an instance receives only the events its sockets want.
  hold(channel: string): Promise<void>;
  release(channel: string): Promise<void>;
  close(): Promise<void>;
};

export function createLocalBroker(): Broker {
  let deliver: Deliver = () => 0;
  return {
    start(next) {
      deliver = next;
    },
    async publish(channel, event, data) {
      return deliver(channel, event, data);
    },
    async hold() {},
    async release() {},
    async close() {},
  };
}

// An event on Redis is its name, a newline, then its data as published (already a JSON string): no JSON wrapper
// to encode here and parse again on every instance, and no escaping of the data inside it. Event names are the
// contract's constants (realtimeEvents, revokeEvent) and never hold a newline.
export function encodeBrokerMessage(event: string, data: string): string {
  return `${event}\n${data}`;
}

export function decodeBrokerMessage(message: string): { event: string; data: string } | null {
  const end = message.indexOf('\n');
  if (end <= 0) return null;
  return { event: message.slice(0, end), data: message.slice(end + 1) };
}

// One Redis channel per held user channel: PUBLISH's answer is the number of instances holding it.
export function createRedisBroker(url: string, prefix: string, logger: FastifyBaseLogger): Broker {
  const options = {
    // A publish waits at most one reconnect: a message is stored before it is pushed, so a lost push only
    // means the browser sees it at its next refetch.
    maxRetriesPerRequest: 1,
    lazyConnect: false,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, maxRetriesPerRequest: null });
  const publishBatched = createPublishBatcher(publisher);
  let lastError = '';
  const onError = (error: Error) => {
    // ioredis reports every failed reconnect; one line per distinct failure is enough.
    if (error.message === lastError) return;
    lastError = error.message;
    logger.warn({ err: { message: error.message } }, 'Realtime: Redis connection error');
  };
  publisher.on('error', onError);
  subscriber.on('error', onError);
  publisher.on('ready', () => {
    lastError = '';
  });

  let deliverLocally: Deliver = () => 0;
  // Issue 10: with Redis down, realtime degrades to this instance: its own sockets still hear what is published
  // here, and other instances' clients catch up at their next refetch (every event is stored before it is sent).
  const isDown = () => publisher.status !== 'ready' || subscriber.status !== 'ready';

  return {
    start(deliver) {
      deliverLocally = deliver;
      subscriber.on('message', (redisChannel: string, message: string) => {
        if (!redisChannel.startsWith(prefix)) return;
        const decoded = decodeBrokerMessage(message);
        if (!decoded) {
          logger.warn('Realtime: unreadable message on Redis');
          return;
        }
        deliver(redisChannel.slice(prefix.length), decoded.event, decoded.data);
      });
    },
    async publish(channel, event, data) {
      if (isDown()) return deliverLocally(channel, event, data);
      try {
        return await publishBatched(prefix + channel, encodeBrokerMessage(event, data));
      } catch (error) {
        deliverLocally(channel, event, data);
        throw error;
      }
    },
    async hold(channel) {
      const subscribing = subscriber.subscribe(prefix + channel);
      // Redis down: the socket subscribes locally now; ioredis sends the SUBSCRIBE once it reconnects.
      if (isDown()) {
        subscribing.catch((error: unknown) => onError(error as Error));
        return;
      }
      await subscribing;
    },
    async release(channel) {
      await subscriber.unsubscribe(prefix + channel);
    },
    async close() {
      // QUIT would wait in ioredis's offline queue for a Redis that is down, and hold up the shutdown.
      if (!isDown()) await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
