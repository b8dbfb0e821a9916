import type { AddressInfo } from 'node:net';
import Pusher, { type Channel } from 'pusher-js';
import type { App } from '../../app.ts';

// Helpers for tests that drive the gateway with the real pusher-js client over loopback.

export async function listen(app: App): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

export type PusherClientOptions = { port: number; token: string; endpoint?: string; key?: string };

// The browser's realtime settings (apps/web/src/lib/realtime.ts), pointed at loopback without TLS.
export function connectPusher({
  port,
  token,
  endpoint = '/api/realtime/auth',
  key = 'atrium',
}: PusherClientOptions) {
  return new Pusher(key, {
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    disableStats: true,
    activityTimeout: 120_000,
    pongTimeout: 30_000,
    channelAuthorization: {
      endpoint: `http://127.0.0.1:${port}${endpoint}`,
      transport: 'ajax',
      headersProvider: () => ({ Authorization: `Bearer ${token}` }),
    },
    // Laravel Echo's user authentication endpoint, for pusher.signin().
    userAuthentication: {
      endpoint: `http://127.0.0.1:${port}/broadcasting/user-auth`,
      transport: 'ajax',
      headersProvider: () => ({ Authorization: `Bearer ${token}` }),
    },
  });
}

// The close code the server ended the connection with, as pusher-js reports it (a PusherError's data.code), or
// null if it was not closed in time (never a rejection: a socket that stays open is often what a test wants).
export function closeCodeOf(pusher: Pusher, timeoutMs = 5000): Promise<number | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), timeoutMs);
    pusher.connection.bind('error', (event: { error?: { data?: { code?: unknown } } }) => {
      const code = event.error?.data?.code;
      if (typeof code !== 'number') return;
      clearTimeout(timer);
      resolve(code);
    });
  });
}

export function waitForState(pusher: Pusher, state: string, timeoutMs = 5000): Promise<void> {
  if (pusher.connection.state === state) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`never reached ${state}`)), timeoutMs);
    const onChange = ({ current }: { current: string }) => {
      if (current !== state) return;
      clearTimeout(timer);
      pusher.connection.unbind('state_change', onChange);
      resolve();
    };
    pusher.connection.bind('state_change', onChange);
  });
}

// Resolves with the event's data; rejects if it does not come in time.
export function nextEvent<T = unknown>(channel: Channel, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} on ${channel.name}`)), timeoutMs);
    const handler = (data: T) => {
      clearTimeout(timer);
      channel.unbind(event, handler);
      resolve(data);
    };
    channel.bind(event, handler);
  });
}

export function subscribed(pusher: Pusher, channelName: string) {
  const channel = pusher.subscribe(channelName);
  return { channel, succeeded: nextEvent(channel, 'pusher:subscription_succeeded') };
}
