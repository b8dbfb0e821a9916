import { performance } from 'node:perf_hooks';
import { describe, expect, it, vi } from 'vitest';
import { timebox } from './timebox.ts';

describe('timebox', () => {
  // Timers may fire a millisecond or so early by performance.now(), hence the small tolerance.
  it('pads fast work to the minimum, success or failure, and returns its result', async () => {
    let started = performance.now();
    expect(await timebox(60, async () => 'done')).toBe('done');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);

    started = performance.now();
    await expect(
      timebox(60, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('adds nothing to work that already took longer', async () => {
    // The work's duration is read off performance.now, so the test sets it (50 ms against a 10 ms minimum) instead
    // of timing a real wait, which a loaded machine stretches: padded work would still be asleep when a
    // setImmediate callback runs; unpadded work has settled before it.
    const now = vi.spyOn(performance, 'now').mockReturnValueOnce(1_000).mockReturnValueOnce(1_050);
    try {
      const settled = timebox(10, async () => 'slow').then((value) => ({ value }));
      const next = new Promise((resolve) => setImmediate(() => resolve('still waiting')));
      expect(await Promise.race([settled, next])).toEqual({ value: 'slow' });
    } finally {
      now.mockRestore();
    }
  });
});
