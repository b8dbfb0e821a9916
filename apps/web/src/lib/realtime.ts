import type { RealtimeConfig } from '@atrium/domain/contract/config';
import {
  activityTimeoutSeconds,
  conversationUpdatedPayloadSchema,
  factFindEditedPayloadSchema,
  factFindUpdatedPayloadSchema,
  notificationPushedPayloadSchema,
  pongTimeoutMs,
  realtimeEvents,
  userChannelName,
} from '@atrium/domain/contract/realtime';
import type Pusher from 'pusher-js';
import type { ZodType } from 'zod';
import { fetchPublicConfig } from './app-config.ts';
import { type EventName, emit, type RealtimeEventMap } from './realtime-events.ts';
import { getSession, subscribeToSession } from './session.ts';

const baseUrl: string = import.meta.env.VITE_API_BASE_URL ?? '';

// The Pusher protocol's settings (docs/decisions/004-realtime-gateway.md): cluster mt1, ports from configuration, TLS outside localhost, ws/wss only, no stats,
// activity timeout 120 s, pong timeout 30 s; the bearer token is read at each authorisation.
export function pusherOptions(config: RealtimeConfig, pageProtocol = globalThis.location?.protocol) {
  return {
    cluster: config.cluster || 'mt1',
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wssPort,
    forceTLS: config.forceTLS || pageProtocol === 'https:',
    enabledTransports: ['ws', 'wss'] as ('ws' | 'wss')[],
    disableStats: true,
    activityTimeout: activityTimeoutSeconds * 1000,
    pongTimeout: pongTimeoutMs,
    channelAuthorization: {
      endpoint: `${baseUrl}/api/realtime/auth`,
      transport: 'ajax' as const,
      headersProvider: (): Record<string, string> => {
        const token = getSession().token;
        return token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : {};
      },
    },
  };
}

export type RealtimeDeps = {
  loadConfig?: () => Promise<RealtimeConfig | null>;
  // pusher-js is fetched only once someone is logged in, so the login page never downloads it.
  loadPusher?: () => Promise<typeof Pusher>;
};

const defaultLoadConfig = async () => (await fetchPublicConfig()).realtime;
const defaultLoadPusher = async () => (await import('pusher-js')).default;

// Each server event the app hears, the contract's schema its payload must match, and the app event it becomes;
// a payload that does not match is dropped.
const channelEvents: {
  [K in Exclude<EventName, 'subscribed'>]: { server: string; schema: ZodType<RealtimeEventMap[K]> };
} = {
  'conversation.updated': {
    server: realtimeEvents.conversationUpdated,
    schema: conversationUpdatedPayloadSchema,
  },
  'fact-find.updated': { server: realtimeEvents.factFindUpdated, schema: factFindUpdatedPayloadSchema },
  'fact-find.edited': { server: realtimeEvents.factFindEdited, schema: factFindEditedPayloadSchema },
  notification: { server: realtimeEvents.notificationCreated, schema: notificationPushedPayloadSchema },
};

function bindChannel(pusher: Pusher, userId: number): void {
  const channel = pusher.subscribe(userChannelName(userId));
  channel.bind('pusher:subscription_succeeded', () => emit('subscribed', undefined));
  for (const event of Object.keys(channelEvents) as (keyof typeof channelEvents)[]) {
    const { server, schema } = channelEvents[event];
    channel.bind(server, (data: unknown) => {
      const parsed = schema.safeParse(data);
      if (parsed.success) emit(event, parsed.data);
    });
  }
}

// Connected while a user is logged in (a token and a user object), closed on logout, and
// re-evaluated on every change of the session. Returns a function that stops it.
export function startRealtime(deps: RealtimeDeps = {}): () => void {
  const loadConfig = deps.loadConfig ?? defaultLoadConfig;
  const loadPusher = deps.loadPusher ?? defaultLoadPusher;
  let current: { userId: number; pusher: Pusher | null } | null = null;
  let generation = 0;

  const disconnect = () => {
    current?.pusher?.disconnect();
    current = null;
  };

  const evaluate = () => {
    const { token, user, isExpired } = getSession();
    const userId = token && user && !isExpired ? user.id : null;
    if (current?.userId === userId) return;
    disconnect();
    if (userId === null) return;
    const mine = ++generation;
    const connection: { userId: number; pusher: Pusher | null } = { userId, pusher: null };
    current = connection;
    void (async () => {
      try {
        const config = await loadConfig();
        if (!config) return;
        const PusherClient = await loadPusher();
        // The session may have changed while loading: only the latest attempt connects.
        if (mine !== generation || current !== connection) return;
        connection.pusher = new PusherClient(config.key, pusherOptions(config));
        bindChannel(connection.pusher, userId);
      } catch {
        // No live updates this time; the pages still load and refresh over HTTP.
      }
    })();
  };

  evaluate();
  const unsubscribe = subscribeToSession(evaluate);
  return () => {
    unsubscribe();
    generation++;
    disconnect();
  };
}
