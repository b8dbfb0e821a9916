import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FakePusher, fakeRealtime } from '../test/fake-pusher.ts';
import { storeSession } from '../test/fixtures.ts';
import { firstPageDrawn, startRealtimeWhenSignedIn } from './realtime-start.ts';
import { endSession, initSession } from './session.ts';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  endSession();
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('starting the realtime connection', () => {
  it('waits for the first page to be drawn before it loads and opens the connection', async () => {
    storeSession();
    initSession();
    let drawn = () => {};
    const pageDrawn = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    stops.push(startRealtimeWhenSignedIn(fakeRealtime(), pageDrawn));
    await tick();
    expect(FakePusher.instances).toHaveLength(0);
    drawn();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  });

  it('never opens once stopped before the page was drawn', async () => {
    storeSession();
    initSession();
    let drawn = () => {};
    const pageDrawn = new Promise<void>((resolve) => {
      drawn = resolve;
    });
    startRealtimeWhenSignedIn(fakeRealtime(), pageDrawn)();
    drawn();
    await tick();
    expect(FakePusher.instances).toHaveLength(0);
  });

  it("counts the page as drawn on the router's first resolved load, once", async () => {
    const listeners: (() => void)[] = [];
    let unsubscribed = 0;
    const router = {
      subscribe: (_event: 'onResolved', listener: () => void) => {
        listeners.push(listener);
        return () => {
          unsubscribed += 1;
        };
      },
    };
    let isDrawn = false;
    void firstPageDrawn(router).then(() => {
      isDrawn = true;
    });
    await tick();
    expect(isDrawn).toBe(false);
    for (const listener of listeners) listener();
    await waitFor(() => expect(isDrawn).toBe(true));
    expect(unsubscribed).toBe(1);
  });
});
