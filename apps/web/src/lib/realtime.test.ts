import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakePusher, fakeRealtime, testRealtimeConfig } from '../test/fake-pusher.ts';
import { loginResponse, storeSession } from '../test/fixtures.ts';
import { pusherOptions, startRealtime } from './realtime.ts';
import { onRealtimeEvent } from './realtime-events.ts';
import { endSession, initSession, startSession } from './session.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  endSession();
});

function start() {
  const deps = fakeRealtime();
  stops.push(startRealtime(deps));
}

// A signed-in browser's connection, once it has opened.
async function openSignedIn(session?: Parameters<typeof storeSession>[0]): Promise<FakePusher> {
  storeSession(session);
  initSession();
  start();
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  return FakePusher.latest();
}

const message = {
  id: 7,
  conversation_id: 1,
  body: 'Hello',
  sender: { id: 1, name: 'Olivia Bennett', role: 'adviser', is_me: false },
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('the realtime connection', () => {
  it('stays closed without a session', async () => {
    initSession();
    start();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(FakePusher.instances).toHaveLength(0);
  });

  it("opens for a logged-in user on their own private channel, with the gateway's settings", async () => {
    const pusher = await openSignedIn();
    expect(pusher.key).toBe('atrium');
    expect(pusher.options).toMatchObject({
      cluster: 'mt1',
      wsHost: 'localhost',
      wsPort: 3000,
      wssPort: 443,
      forceTLS: false,
      enabledTransports: ['ws', 'wss'],
      disableStats: true,
      activityTimeout: 120_000,
      pongTimeout: 30_000,
      channelAuthorization: { endpoint: '/api/realtime/auth', transport: 'ajax' },
    });
    expect([...pusher.channels.keys()]).toEqual(['private-user.2.updates']);
  });

  it('sends the current bearer token with each channel authorisation', async () => {
    const { channelAuthorization } = (await openSignedIn({ token: 'first-token' })).options as {
      channelAuthorization: { headersProvider: () => Record<string, string> };
    };
    expect(channelAuthorization.headersProvider()).toMatchObject({ Authorization: 'Bearer first-token' });
  });

  it('forces TLS when the server says so or the page is served over https', () => {
    expect(pusherOptions({ ...testRealtimeConfig, forceTLS: true }, 'http:').forceTLS).toBe(true);
    expect(pusherOptions(testRealtimeConfig, 'https:').forceTLS).toBe(true);
    expect(pusherOptions(testRealtimeConfig, 'http:').forceTLS).toBe(false);
  });

  it('closes on logout and reopens for the next user', async () => {
    const first = await openSignedIn();
    endSession();
    expect(first.isDisconnected).toBe(true);
    startSession({ ...loginResponse(), user: { ...loginResponse().user, id: 42 } });
    await waitFor(() => expect(FakePusher.instances).toHaveLength(2));
    expect([...FakePusher.latest().channels.keys()]).toEqual(['private-user.42.updates']);
  });

  it('hands valid events to listeners and drops malformed ones', async () => {
    await openSignedIn();
    const received: unknown[] = [];
    stops.push(onRealtimeEvent('conversation.updated', (payload) => received.push(payload)));
    const subscribed: unknown[] = [];
    stops.push(onRealtimeEvent('subscribed', () => subscribed.push(true)));
    const pusher = FakePusher.latest();
    const channel = 'private-user.2.updates';
    pusher.emit(channel, 'pusher:subscription_succeeded');
    pusher.emit(channel, 'conversation.updated', { message: { body: 'no id' } });
    const valid = { message, client_id: 10, sequence: 7, timestamp: message.createdAt };
    pusher.emit(channel, 'conversation.updated', valid);
    expect(received).toEqual([valid]);
    expect(subscribed).toHaveLength(1);
  });
});
