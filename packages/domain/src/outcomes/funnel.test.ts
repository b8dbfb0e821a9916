import { describe, expect, it } from 'vitest';
import { stepFunnel } from './funnel.ts';

const steps = ['about-you', 'employment', 'address', 'custom.goals'];

describe('stepFunnel', () => {
  it('counts a fact-find at every step up to its last completed one, and at every step once submitted', () => {
    expect(
      stepFunnel(steps, [
        { step: null, submitted: false, count: 2 },
        { step: 'about-you', submitted: false, count: 1 },
        { step: 'address', submitted: false, count: 3 },
        { step: 'employment', submitted: true, count: 1 },
      ]),
    ).toEqual({ started: 7, reached: [5, 4, 4, 1], submitted: 1 });
  });

  it('counts a page of the firm’s that the template no longer has as every base page done', () => {
    expect(stepFunnel(steps, [{ step: 'custom.retired', submitted: false, count: 2 }])).toEqual({
      started: 2,
      reached: [2, 2, 2, 0],
      submitted: 0,
    });
    expect(stepFunnel(steps, [{ step: 'gone', submitted: false, count: 1 }]).reached).toEqual([0, 0, 0, 0]);
  });
});
