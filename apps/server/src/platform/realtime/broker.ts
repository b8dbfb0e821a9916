import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createFirmBatcher } from './firm-batch.ts';
import { createFirmDirectory, type FirmsOfUsers } from './firm-directory.ts';
import { decodeFirmMessage } from './firm-message.ts';
import { createPublishBatcher } from './publish-batch.ts';

// Hands one event for a user to this instance's sockets holding that user's channel; answers how many did.
export type Deliver = (userId: number, event: string, data: string) => number;

// Carries events between the instances. Every event is for one user (only private user channels exist, decision 004).
// publish answers how many receivers there were: sockets on this instance (in-process), or instances holding the
// user's firm (Redis, decision 018), so zero means "nobody is listening". It never rejects: an event Redis could not
// carry is delivered to this instance's sockets, logged, and answered 0 (it is stored before it is published, so the
// browser's next refetch brings it).
export type Broker = {
  start(deliver: Deliver): void;
  publish(userId: number, event: string, data: string): Promise<number>;
  // The gateway says which users it holds (on the first socket of a user, and after the last one went) and their
  // firm, so an instance receives only the events of the firms its sockets are in. hold resolves once it does.
  hold(userId: number, firmId: number): Promise<void>;
  release(userId: number): Promise<void>;
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

export function createLocalBroker(logger?: FastifyBaseLogger): Broker {
  let deliver: Deliver = () => 0;
  const listeners = new Map<string, (data: string) => void>();
  return {
    start(next) {
      deliver = next;
    },
    async publish(userId, event, data) {
      try {
        return deliver(userId, event, data);
      } catch (error) {
        logger?.warn({ err: error, event }, 'Realtime: publishing failed');
        return 0;
      }
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

// One Redis channel per firm an instance holds a user of (decision 018): an event travels on its user's firm's
// channel, named with its recipients, and the instances holding that firm deliver it to the sockets of those users
// only. PUBLISH's answer is the number of instances holding the firm.
export function createRedisBroker(
  url: string,
  prefix: string,
  logger: FastifyBaseLogger,
  firmsOfUsers: FirmsOfUsers,
): Broker {
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
  const publishToFirm = createFirmBatcher(publishBatched, (entries, error) => {
    for (const { event, userIds, data } of entries) {
      for (const userId of userIds) deliverLocally(userId, event, data);
    }
    logger.warn({ err: error }, 'Realtime: publishing through Redis failed');
  });
  const firmChannelPrefix = `${prefix}firm.`;
  const firmChannel = (firmId: number) => `${firmChannelPrefix}${firmId}`;
  // The users this instance's sockets hold, with their firm; and how many of them each held firm has.
  const heldUsers = new Map<number, number>();
  const usersPerFirm = new Map<number, number>();
  // Each held firm's SUBSCRIBE, settled once this instance receives the firm's events.
  const firmSubscriptions = new Map<number, Promise<void>>();
  const directory = createFirmDirectory({
    firmsOfUsers,
    held: (userId) => heldUsers.get(userId),
    send: (firmId, userId, event, data) => publishToFirm(firmChannel(firmId), userId, event, data),
    failed: (userId, event, data, error) => {
      deliverLocally(userId, event, data);
      logger.warn({ err: error }, "Realtime: looking up a user's firm failed");
    },
  });
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
        if (!redisChannel.startsWith(firmChannelPrefix)) return;
        const entries = decodeFirmMessage(message);
        if (!entries) {
          logger.warn('Realtime: unreadable message on Redis');
          return;
        }
        // Every instance holding the firm reads every recipient; only the users held here have sockets to deliver to.
        for (const { event, userIds, data } of entries) {
          for (const userId of userIds) deliver(userId, event, data);
        }
      });
    },
    // Not async: a notice to a whole firm is thousands of calls in one tick, and each returns its message's promise.
    publish(userId, event, data) {
      if (isDown()) return Promise.resolve(deliverLocally(userId, event, data));
      return directory.route(userId, event, data);
    },
    async hold(userId, firmId) {
      if (!heldUsers.has(userId)) {
        heldUsers.set(userId, firmId);
        usersPerFirm.set(firmId, (usersPerFirm.get(firmId) ?? 0) + 1);
      }
      let subscribed = firmSubscriptions.get(firmId);
      if (!subscribed) {
        const subscribing = subscriber.subscribe(firmChannel(firmId)).then(() => undefined);
        if (isDown()) {
          // Redis down: the socket subscribes locally now; ioredis sends the SUBSCRIBE once it reconnects.
          subscribing.catch((error: unknown) => onError(error as Error));
          subscribed = Promise.resolve();
        } else {
          // A failed SUBSCRIBE is tried again by the firm's next subscription rather than remembered.
          subscribed = subscribing.catch((error: unknown) => {
            if (firmSubscriptions.get(firmId) === subscribed) firmSubscriptions.delete(firmId);
            throw error;
          });
        }
        firmSubscriptions.set(firmId, subscribed);
      }
      await subscribed;
    },
    async release(userId) {
      const firmId = heldUsers.get(userId);
      if (firmId === undefined) return;
      heldUsers.delete(userId);
      const users = (usersPerFirm.get(firmId) ?? 1) - 1;
      if (users > 0) {
        usersPerFirm.set(firmId, users);
        return;
      }
      usersPerFirm.delete(firmId);
      firmSubscriptions.delete(firmId);
      await subscriber.unsubscribe(firmChannel(firmId));
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
