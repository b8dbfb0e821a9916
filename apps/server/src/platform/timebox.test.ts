import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
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
    const started = performance.now();
    await timebox(10, () => new Promise((resolve) => setTimeout(resolve, 40)));
    expect(performance.now() - started).toBeLessThan(40 + 30);
  });
});
