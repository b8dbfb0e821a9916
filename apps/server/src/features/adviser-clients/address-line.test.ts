import { describe, expect, it } from 'vitest';
import { addressLine } from './service.ts';

describe('addressLine (the overview’s address)', () => {
  it('shows a looked-up address once: its identifierline already ends with the postcode', () => {
    expect(
      addressLine({ identifierline: '14 Gay Street, Bath, ZZ1 1ZZ', postcode: 'ZZ1 1ZZ', town: 'Bath' }),
    ).toBe('14 Gay Street, Bath, ZZ1 1ZZ');
    // The postcode typed in another case or spacing is the same postcode.
    expect(addressLine({ identifierline: '1 High Street, Bath, zz11zz', postcode: 'ZZ1 1ZZ' })).toBe(
      '1 High Street, Bath, zz11zz',
    );
  });

  it('adds the postcode to a line without it, and joins typed parts once each', () => {
    expect(addressLine({ identifierline: '1 High Street, Bath', postcode: 'BA1 1AA' })).toBe(
      '1 High Street, Bath, BA1 1AA',
    );
    expect(
      addressLine({
        premise: '2',
        address_line_1: 'Mill Lane',
        town: 'Bath',
        county: 'Bath',
        postcode: 'BA1',
      }),
    ).toBe('2, Mill Lane, Bath, BA1');
    expect(addressLine(null)).toBeNull();
    expect(addressLine({})).toBeNull();
  });
});
