import { basePageSlugs } from '@atrium/domain/factfind/base-template';
import { describe, expect, it } from 'vitest';
import { notStartedFactFind } from '../../test/factfind-fixtures.ts';
import { type FactFindPath, isFactFindEmpty, redirectFor } from './routing.ts';
import { currentStepIndex, factFindSteps } from './steps.ts';
import { draftFactFind } from './testing.tsx';

const pages: FactFindPath[] = [
  '/fact-find',
  '/fact-find/start',
  '/fact-find/review',
  '/fact-find/submit-success',
];
const lacking = draftFactFind();
lacking.factFind.personal_details_client1 = { first_name: 'James', last_name: 'Carter' };

describe('redirectFor', () => {
  it.each([
    ['not started', notStartedFactFind, ['/fact-find/start', null, '/fact-find/start', '/fact-find']],
    ['draft', draftFactFind(), [null, '/fact-find', null, '/fact-find']],
    ['draft lacking a date of birth', lacking, [null, '/fact-find', '/fact-find', '/fact-find']],
    [
      'awaiting review',
      draftFactFind({ status: 'awaiting-review' }),
      ['/fact-find/review', '/fact-find', null, null],
    ],
    [
      'reviewed',
      draftFactFind({ status: 'reviewed' }),
      ['/fact-find/start', null, '/fact-find/start', '/fact-find'],
    ],
  ])('%s', (_name, data, expected) => {
    expect(pages.map((page) => redirectFor(page, data))).toEqual(expected);
  });

  it('treats a blank draft that has been started as existing, not empty', () => {
    expect(isFactFindEmpty(notStartedFactFind)).toBe(true);
    expect(isFactFindEmpty({ ...notStartedFactFind, factFindsCreated: 1 })).toBe(false);
    expect(isFactFindEmpty({ ...notStartedFactFind, factFind: { joint: false } })).toBe(false);
  });
});

describe('steps', () => {
  const steps = factFindSteps(draftFactFind(), {});

  it('are the base pages, then the custom pages as custom.{slug}', () => {
    expect(steps.map((step) => step.slug)).toEqual([...basePageSlugs, 'custom.goals']);
  });

  it('leave out a page whose sections the firm hides or the client may not read', () => {
    const hidden = factFindSteps(draftFactFind({ defaultPageSections: { address: [] } }), {
      'fact-find.dependants': { read: false },
    });
    expect(hidden.map((step) => step.slug)).toEqual([
      'about-you',
      'employment',
      ...basePageSlugs.slice(4),
      'custom.goals',
    ]);
  });

  it('open at ?step=, else the step after the last completed, never past the last', () => {
    expect(currentStepIndex(steps, 'address', 'about-you')).toBe(2);
    expect(currentStepIndex(steps, undefined, null)).toBe(0);
    expect(currentStepIndex(steps, 'nonsense', 'employment')).toBe(2);
    expect(currentStepIndex(steps, undefined, 'custom.goals')).toBe(basePageSlugs.length);
  });
});
