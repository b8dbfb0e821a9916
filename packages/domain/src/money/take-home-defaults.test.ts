import { describe, expect, it } from 'vitest';
import { ageReachedInYear, defaultTakeHomeRegion } from './take-home-defaults.ts';

describe('defaultTakeHomeRegion', () => {
  it('follows the country of domicile', () => {
    expect(defaultTakeHomeRegion({ employment_client1: { country_domiciled: 'Ireland' } }, 1, 'uk')).toBe(
      'ie',
    );
    expect(
      defaultTakeHomeRegion({ employment_client1: { country_domiciled: 'United Kingdom' } }, 1, 'ie'),
    ).toBe('uk');
  });

  it("falls back to the client user's region", () => {
    expect(defaultTakeHomeRegion({}, 1, 'ie')).toBe('ie');
    expect(defaultTakeHomeRegion({ employment_client1: { country_domiciled: 'Other' } }, 1, 'uk')).toBe('uk');
  });

  it("reads the partner's own domicile", () => {
    const factFind = {
      employment_client1: { country_domiciled: 'United Kingdom' },
      employment_client2: { country_domiciled: 'Ireland' },
    };
    expect(defaultTakeHomeRegion(factFind, 1, 'uk')).toBe('uk');
    expect(defaultTakeHomeRegion(factFind, 2, 'uk')).toBe('ie');
  });

  it('taxes a UK resident with a Scottish postcode as a Scottish taxpayer', () => {
    const factFind = {
      employment_client1: { country_domiciled: 'United Kingdom' },
      current_address: { postcode: 'eh1 1yz' },
    };
    expect(defaultTakeHomeRegion(factFind, 1, 'uk')).toBe('scotland');
    expect(defaultTakeHomeRegion({ current_address: { postcode: 'G2 1DU' } }, 2, 'uk')).toBe('scotland');
    expect(defaultTakeHomeRegion({ current_address: { postcode: 'SW1A 2AA' } }, 1, 'uk')).toBe('uk');
    // Domiciled in Ireland wins over an address in Scotland.
    expect(
      defaultTakeHomeRegion(
        { employment_client1: { country_domiciled: 'Ireland' }, current_address: { postcode: 'EH1 1YZ' } },
        1,
        'uk',
      ),
    ).toBe('ie');
  });
});

describe('ageReachedInYear', () => {
  it('is the age on 31 December, from the fact-find or else the client record', () => {
    const factFind = { personal_details_client1: { date_of_birth: '1996-11-30' } };
    expect(ageReachedInYear(factFind, 1, null, 2026)).toBe(30);
    const client = { name: 'A', joint_name: 'B', dob: null, joint_dob: '1980-12-31' };
    expect(ageReachedInYear({}, 2, client, 2026)).toBe(46);
    expect(ageReachedInYear({}, 1, client, 2026)).toBeNull();
  });
});
