import { describe, expect, it } from 'vitest';
import { baselineGroups } from './baseline-model.ts';

const options = {
  region: 'uk' as const,
  symbol: '£',
  people: { client1: 'James Carter', client2: 'Emma Carter' },
};

describe('baselineGroups', () => {
  it('gives a page’s answers as they were, list items one by one with their periods', () => {
    const baseline = {
      income: {
        items: [
          { type: 'salary', owner: 'client1', gross_amount: 72000 },
          { type: 'rental', owner: 'joint', gross_amount: 950, gross_amount_frequency: 'monthly' },
        ],
      },
    };
    const groups = baselineGroups('income', baseline, options);
    expect(groups.map((g) => g.title)).toEqual(['Your income: Income 1', 'Your income: Income 2']);
    expect(groups[0]?.rows).toContainEqual({ label: 'Whose income is it?', value: 'James Carter' });
    expect(groups[1]?.rows).toContainEqual({ label: 'Amount before tax', value: '£950 (Monthly)' });
  });

  it('gives nothing for a page with no answers or a page that does not exist', () => {
    expect(baselineGroups('pensions', {}, options)).toEqual([]);
    expect(baselineGroups('nowhere', { income: {} }, options)).toEqual([]);
  });
});
