import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPeriodicJob } from './periodic-job.ts';

afterEach(() => {
  vi.useRealTimers();
});

const quietLogger = () => ({ warn: vi.fn() });

describe('a periodic job', () => {
  it('runs at once on start, then every interval, never two runs at a time', async () => {
    vi.useFakeTimers();
    let running = 0;
    let most = 0;
    let runs = 0;
    const release: (() => void)[] = [];
    const job = createPeriodicJob({
      run: async () => {
        runs++;
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => release.push(resolve));
        running--;
        return runs;
      },
      intervalMs: 1000,
      logger: quietLogger(),
      failure: 'Test job failed',
    });
    job.start();
    expect(runs).toBe(1);
    // Two intervals pass while the first run is still going: no second run starts.
    await vi.advanceTimersByTimeAsync(2500);
    expect(runs).toBe(1);
    release.shift()?.();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(most).toBe(1);
    const stopped = job.stop();
    release.shift()?.();
    await stopped;
    await vi.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });

  it('logs a failed run with its message and runs again at the next interval', async () => {
    vi.useFakeTimers();
    const logger = quietLogger();
    let runs = 0;
    const job = createPeriodicJob({
      run: async () => {
        runs++;
        if (runs === 1) throw new Error('database restarting');
        return runs;
      },
      intervalMs: 1000,
      logger,
      failure: 'Test job failed',
    });
    job.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(logger.warn).toHaveBeenCalledWith({ err: expect.any(Error) }, 'Test job failed');
    await job.stop();
  });

  it('tells a run under way that the job is stopping, and waits for it', async () => {
    let sawStopping = false;
    let release: () => void = () => {};
    const job = createPeriodicJob({
      run: async (isStopping) => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        sawStopping = isStopping();
        return 0;
      },
      intervalMs: 60_000,
      logger: quietLogger(),
      failure: 'Test job failed',
    });
    job.start();
    const stopped = job.stop();
    release();
    await stopped;
    expect(sawStopping).toBe(true);
  });

  it('runs once on request without a timer', async () => {
    const job = createPeriodicJob({
      run: async () => 42,
      intervalMs: 60_000,
      logger: quietLogger(),
      failure: 'Test job failed',
    });
    expect(await job.runOnce()).toBe(42);
  });
});
