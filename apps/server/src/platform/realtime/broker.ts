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
  // Instance-wide messages (the sessions that ended, for every instance's session cache), on a channel
  // every instance listens to whether or not any socket is open: `listen` once at start, `broadcast` to all.
  listen(channel: string, handler: (data: string) => void): void;
  broadcast(channel: string, data: string): Promise<void>;
  // Whether this instance hears every broadcast right now: a number while it does (the same one for as long as it
  // has heard without a gap), null while it may miss some (Redis disconnected, or not yet subscribed again). What
  // was learnt before a gap must not be trusted after it: the number changes.
  listeningEpoch(): number | null;
  close(): Promise<void>;
};

export function createLocalBroker(): Broker {
  let deliver: Deliver = () => 0;
  const listeners = new Map<string, (data: string) => void>();
  return {
    start(next) {
      deliver = next;
    },
    async publish(channel, event, data) {
      return deliver(channel, event, data);
    },
    async hold() {},
    async release() {},
    listen(channel, handler) {
      listeners.set(channel, handler);
    },
    async broadcast(channel, data) {
      listeners.get(channel)?.(data);
    },
    // One process (docs/deploy.md: REDIS_URL is required as soon as there are two instances): it hears everything.
    listeningEpoch: () => 0,
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
  // With Redis down, realtime degrades to this instance: its own sockets still hear what is published
  // here, and other instances' clients catch up at their next refetch (every event is stored before it is sent).
  const isDown = () => publisher.status !== 'ready' || subscriber.status !== 'ready';

  // Instance-wide channels (full Redis names) and their handlers. Listening counts only from a confirmed SUBSCRIBE on
  // a ready connection; any close ends it, and the next confirmed SUBSCRIBE starts a new epoch (messages published
  // in between were lost: ioredis resubscribes, but Redis pub/sub keeps nothing for an absent subscriber).
  const instanceChannels = new Map<string, (data: string) => void>();
  let epoch = 0;
  let isListening = false;
  let attempt = 0;
  const listenAgain = () => {
    if (instanceChannels.size === 0 || subscriber.status !== 'ready') return;
    const current = ++attempt;
    subscriber.subscribe(...instanceChannels.keys()).then(
      () => {
        if (current !== attempt || subscriber.status !== 'ready') return;
        epoch += 1;
        isListening = true;
      },
      (error: unknown) => onError(error as Error),
    );
  };
  const stopListening = () => {
    attempt += 1;
    isListening = false;
  };
  subscriber.on('ready', listenAgain);
  subscriber.on('close', stopListening);
  subscriber.on('reconnecting', stopListening);
  subscriber.on('end', stopListening);

  return {
    start(deliver) {
      deliverLocally = deliver;
      subscriber.on('message', (redisChannel: string, message: string) => {
        const instanceHandler = instanceChannels.get(redisChannel);
        if (instanceHandler) {
          instanceHandler(message);
          return;
        }
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
    listen(channel, handler) {
      instanceChannels.set(prefix + channel, handler);
      stopListening();
      listenAgain();
    },
    async broadcast(channel, data) {
      // This instance hears its own broadcast back through Redis; callers act locally first anyway.
      await publishBatched(prefix + channel, data);
    },
    listeningEpoch: () => (isListening && subscriber.status === 'ready' ? epoch : null),
    async close() {
      // QUIT would wait in ioredis's offline queue for a Redis that is down, and hold up the shutdown.
      if (!isDown()) await Promise.allSettled([publisher.quit(), subscriber.quit()]);
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
