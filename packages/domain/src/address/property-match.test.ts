import { describe, expect, it } from 'vitest';
import { matchesProperty } from './property-match.ts';

const house = { paon: '10', saon: '', street: 'HIGH STREET' };
const flat = { paon: '10', saon: 'FLAT 2', street: 'HIGH STREET' };
const named = { paon: 'ROSE COTTAGE', saon: '', street: 'MILL LANE' };

describe('matchesProperty', () => {
  it('matches the premise, whatever the case and punctuation', () => {
    expect(matchesProperty(house, '10')).toBe(true);
    expect(matchesProperty(flat, 'Flat 2, 10')).toBe(true);
    expect(matchesProperty(named, 'rose cottage')).toBe(true);
  });

  it('matches a line or one-line address that starts with the premise and street', () => {
    expect(matchesProperty(house, '10 High Street')).toBe(true);
    expect(matchesProperty(house, '10 High Street, Exampleton, ZZ1 1ZZ')).toBe(true);
    expect(matchesProperty(flat, 'Flat 2, 10 High Street, Exampleton')).toBe(true);
    expect(matchesProperty(named, 'Rose Cottage, Mill Lane')).toBe(true);
  });

  it('does not confuse a house with its flats or with similar numbers', () => {
    expect(matchesProperty(flat, '10')).toBe(false);
    expect(matchesProperty(flat, '10 High Street')).toBe(false);
    expect(matchesProperty(house, 'Flat 2, 10 High Street')).toBe(false);
    expect(matchesProperty(house, '1')).toBe(false);
    expect(matchesProperty(house, '100 High Street')).toBe(false);
    expect(matchesProperty({ paon: '1', saon: '', street: 'HIGH STREET' }, 'Flat 1, 10 High Street')).toBe(
      false,
    );
    expect(matchesProperty(house, '10 High Streetway')).toBe(false);
  });

  it('matches nothing on an empty identifier or a sale without a PAON', () => {
    expect(matchesProperty(house, ' , ')).toBe(false);
    expect(matchesProperty({ paon: '', saon: '', street: 'HIGH STREET' }, 'High Street')).toBe(false);
  });
});
