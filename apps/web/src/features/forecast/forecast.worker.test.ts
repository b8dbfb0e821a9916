import { exampleJointHousehold as examplePlan } from '@atrium/domain/forecast/examples';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ForecastRequest, ForecastResponse } from './forecast-model.ts';

// The worker's script run in the test's global scope: `self` is the page, its postMessage spied on.
let posted: ForecastResponse[] = [];
let copies = 0;

beforeEach(async () => {
  vi.useFakeTimers();
  posted = [];
  vi.spyOn(self, 'postMessage').mockImplementation(((message: ForecastResponse) => {
    posted.push(message);
  }) as typeof self.postMessage);
  // A fresh copy of the worker's script for each test (a query of its own each time); resetting every module
  // instead would leave this worker's next files a second copy of what they share.
  copies += 1;
  await import(/* @vite-ignore */ `./forecast.worker.ts?copy=${copies}`);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const request = (id: number, retireYears: number): ForecastRequest => ({
  id,
  plan: examplePlan,
  scenario: { retireYears, spendingPercent: 0 },
  assumptions: defaultAssumptions,
});

const send = (message: ForecastRequest) =>
  (self.onmessage as (event: MessageEvent<ForecastRequest>) => void)(
    new MessageEvent('message', { data: message }),
  );

describe('the forecast worker', () => {
  it('answers with the projection, then the Monte Carlo run', async () => {
    send(request(1, 0));
    await vi.runAllTimersAsync();
    expect(posted.map((message) => ({ id: message.id, kind: Object.keys(message)[1] }))).toEqual([
      { id: 1, kind: 'view' },
      { id: 1, kind: 'monteCarlo' },
    ]);
    const monteCarlo = posted[1] as Extract<ForecastResponse, { monteCarlo: unknown }>;
    expect(monteCarlo.monteCarlo.paths).toBe(1000);
  });

  it('works out only the newest of a burst, and skips a Monte Carlo run a newer request overtook', async () => {
    send(request(1, 0));
    send(request(2, 1));
    send(request(3, 2));
    // The first task: the newest request's projection only.
    await vi.advanceTimersToNextTimerAsync();
    expect(posted.map((message) => message.id)).toEqual([3]);
    // A newer request arrives before its Monte Carlo run: that run is skipped.
    send(request(4, 3));
    await vi.runAllTimersAsync();
    expect(posted.map((message) => [message.id, Object.keys(message)[1]])).toEqual([
      [3, 'view'],
      [4, 'view'],
      [4, 'monteCarlo'],
    ]);
  });
});
