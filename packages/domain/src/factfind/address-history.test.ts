import { describe, expect, it } from 'vitest';
import { addressCoverage, describeMonths, needsEarlierAddresses } from './address-history.ts';

const today = '2026-06-15';

describe('address history', () => {
  it('measures how far back the addresses go from the earliest move-in date', () => {
    expect(addressCoverage({}, today)).toEqual({ from: null, months: 0, isCovered: false });
    expect(addressCoverage({ current_address: { moved_in: '2025-02-20' } }, today)).toEqual({
      from: '2025-02-20',
      months: 15,
      isCovered: false,
    });
    const listed = {
      current_address: { moved_in: '2025-02-20' },
      address_history: { items: [{ moved_in: '2023-06-15' }, { moved_in: 'not a date' }, {}] },
    };
    expect(addressCoverage(listed, today)).toEqual({ from: '2023-06-15', months: 36, isCovered: true });
  });

  it('asks for earlier addresses only while the current one is under three years old and not covered', () => {
    expect(needsEarlierAddresses({}, today)).toBe(false);
    expect(needsEarlierAddresses({ current_address: { moved_in: '2010-01-01' } }, today)).toBe(false);
    expect(needsEarlierAddresses({ current_address: { moved_in: '2023-06-15' } }, today)).toBe(false);
    expect(needsEarlierAddresses({ current_address: { moved_in: '2023-06-16' } }, today)).toBe(true);
    expect(
      needsEarlierAddresses(
        {
          current_address: { moved_in: '2024-01-01' },
          address_history: { items: [{ moved_in: '2022-01-01', moved_out: '2024-01-01' }] },
        },
        today,
      ),
    ).toBe(false);
  });

  it('describes a span in years and months', () => {
    expect(describeMonths(0)).toBe('0 months');
    expect(describeMonths(1)).toBe('1 month');
    expect(describeMonths(12)).toBe('1 year');
    expect(describeMonths(28)).toBe('2 years and 4 months');
  });
});
