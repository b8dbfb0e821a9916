import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  buildPollIntervalMs,
  lastReloadStorageKey,
  reloadGuardMs,
  shouldReload,
  startBuildWatch,
} from './build-watch.ts';

describe('shouldReload', () => {
  const base = { runningBuildId: 'a', now: 100_000 };
  it('reloads only for a different, known build', () => {
    expect(shouldReload({ ...base, latestBuildId: 'b', lastReloadAt: null })).toBe(true);
    expect(shouldReload({ ...base, latestBuildId: 'a', lastReloadAt: null })).toBe(false);
    expect(shouldReload({ ...base, latestBuildId: null, lastReloadAt: null })).toBe(false);
  });

  it('never reloads twice within 10 s', () => {
    expect(shouldReload({ ...base, latestBuildId: 'b', lastReloadAt: base.now - reloadGuardMs + 1 })).toBe(
      false,
    );
    expect(shouldReload({ ...base, latestBuildId: 'b', lastReloadAt: base.now - reloadGuardMs })).toBe(true);
  });
});

describe('startBuildWatch', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  function watch(latest: { id: string | null }) {
    const reload = vi.fn();
    const stop = startBuildWatch({
      runningBuildId: 'build-1',
      fetchLatestBuildId: async () => latest.id,
      reload,
      storage: sessionStorage,
      target: window,
      document,
    });
    return { reload, stop };
  }

  it('polls every 5 minutes and reloads when a new build appears', async () => {
    const latest = { id: 'build-1' as string | null };
    const { reload, stop } = watch(latest);
    await vi.advanceTimersByTimeAsync(buildPollIntervalMs);
    expect(reload).not.toHaveBeenCalled();

    latest.id = 'build-2';
    await vi.advanceTimersByTimeAsync(buildPollIntervalMs - 1);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(lastReloadStorageKey)).toBe(String(Date.now()));
    stop();
  });

  it('checks when the tab regains focus, but reloads at most once per 10 s', async () => {
    const { reload, stop } = watch({ id: 'build-2' });
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);

    // The reload did not bring the new build (a half-deployed server): the guard holds for 10 s.
    await vi.advanceTimersByTimeAsync(reloadGuardMs - 1);
    window.dispatchEvent(new Event('focus'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(1);
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('stops polling when stopped', async () => {
    const { reload, stop } = watch({ id: 'build-2' });
    stop();
    await vi.advanceTimersByTimeAsync(buildPollIntervalMs * 3);
    window.dispatchEvent(new Event('focus'));
    expect(reload).not.toHaveBeenCalled();
  });
});
