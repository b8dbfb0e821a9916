import { describe, expect, it } from 'vitest';
import { describeScenario, draftOf, emptyDraft, savedScenarioOf, scenarioOf } from './scenario-draft.ts';

describe('the scenario as typed', () => {
  it('stands for nothing changed when empty or half typed', () => {
    expect(scenarioOf(emptyDraft, 2026)).toEqual({
      retireYears: 0,
      spendingPercent: 0,
      lumpSum: null,
      marketFallYear: null,
    });
    expect(
      scenarioOf({ ...emptyDraft, retireYears: '-', spendingPercent: '', marketFallYear: '20' }, 2026),
    ).toEqual({
      retireYears: 0,
      spendingPercent: 0,
      lumpSum: null,
      marketFallYear: null,
    });
  });

  it('keeps whole numbers within the limits the server checks', () => {
    expect(scenarioOf({ ...emptyDraft, retireYears: '40', spendingPercent: '-95' }, 2026)).toMatchObject({
      retireYears: 15,
      spendingPercent: -90,
    });
    expect(scenarioOf({ ...emptyDraft, retireYears: '2.7' }, 2026).retireYears).toBe(2);
  });

  it('has a lump sum only with an amount above 0 and a year from this year to 2200', () => {
    const lump = (lumpSumAmount: string, lumpSumYear: string) =>
      scenarioOf({ ...emptyDraft, lumpSumAmount, lumpSumYear }, 2026).lumpSum;
    expect(lump('£20,000', '2030')).toEqual({ year: 2030, amount: 20000 });
    expect(lump('20000', '')).toBeNull();
    expect(lump('', '2030')).toBeNull();
    expect(lump('0', '2030')).toBeNull();
    expect(lump('20000', '2025')).toBeNull();
    expect(lump('20000', '2201')).toBeNull();
    expect(lump('lots', '2030')).toBeNull();
  });

  it('saves as the contract’s scenario and loads back as typed', () => {
    const draft = {
      retireYears: '3',
      partnerRetireYears: '3',
      spendingPercent: '-10',
      lumpSumAmount: '15000',
      lumpSumYear: '2031',
      marketFallYear: '2029',
    };
    const saved = savedScenarioOf(draft, 2026);
    expect(saved).toEqual({
      retireYears: 3,
      spendingPercent: -10,
      lumpSum: { year: 2031, amount: 15000 },
      marketFallYear: 2029,
    });
    expect(draftOf(saved)).toEqual(draft);
    expect(draftOf({ retireYears: 0, spendingPercent: 0, lumpSum: null, marketFallYear: null })).toEqual(
      emptyDraft,
    );
  });

  it('gives each person of a couple their own years, and reads a scenario saved with one number as both', () => {
    const draft = { ...emptyDraft, retireYears: '2', partnerRetireYears: '-1' };
    expect(scenarioOf(draft, 2026, true)).toMatchObject({ retireYears: 2, partnerRetireYears: -1 });
    expect(scenarioOf(draft, 2026)).not.toHaveProperty('partnerRetireYears');
    const saved = savedScenarioOf(draft, 2026, true);
    expect(saved).toMatchObject({ retireYears: 2, partnerRetireYears: -1 });
    expect(draftOf(saved)).toEqual(draft);
    expect(
      draftOf({ retireYears: 2, spendingPercent: 0, lumpSum: null, marketFallYear: null }),
    ).toMatchObject({
      retireYears: '2',
      partnerRetireYears: '2',
    });
    expect(describeScenario(saved, '£', ['You', 'Your partner'])).toBe(
      'You: retire 2 years later · Your partner: retire 1 year earlier',
    );
    expect(describeScenario({ ...saved, partnerRetireYears: 0 }, '£', ['Ann', 'Bob'])).toBe(
      'Ann: retire 2 years later',
    );
    expect(describeScenario({ ...saved, partnerRetireYears: 2 }, '£', ['Ann', 'Bob'])).toBe(
      'Retire 2 years later',
    );
  });

  it('says what a saved scenario changes', () => {
    expect(
      describeScenario(
        {
          retireYears: -2,
          spendingPercent: 15,
          lumpSum: { year: 2030, amount: 25000 },
          marketFallYear: null,
        },
        '€',
      ),
    ).toBe('Retire 2 years earlier · Spend 15% more · €25,000 spent in 2030');
    expect(
      describeScenario({ retireYears: 1, spendingPercent: 0, lumpSum: null, marketFallYear: 2030 }, '£'),
    ).toBe('Retire 1 year later · Markets fall 20% in 2030');
    expect(
      describeScenario({ retireYears: 0, spendingPercent: 0, lumpSum: null, marketFallYear: null }, '£'),
    ).toBe('Your figures as they are');
  });
});
