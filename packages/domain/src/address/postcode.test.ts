import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScottishPostcode, normalisePostcode, postcodeSector } from './postcode.ts';

describe('normalisePostcode', () => {
  it('capitalises and puts one space before the inward code', () => {
    expect(normalisePostcode('zz11zz')).toBe('ZZ1 1ZZ');
    expect(normalisePostcode('  Zz1   1zZ ')).toBe('ZZ1 1ZZ');
    expect(normalisePostcode('sw1a2aa')).toBe('SW1A 2AA');
    expect(normalisePostcode('M1 1AE')).toBe('M1 1AE');
    expect(normalisePostcode('b338th')).toBe('B33 8TH');
    expect(normalisePostcode('CR2 6XH')).toBe('CR2 6XH');
    expect(normalisePostcode('DN55 1PT')).toBe('DN55 1PT');
  });

  it('refuses what cannot be a full postcode', () => {
    for (const text of [
      '',
      'ZZ1',
      'ZZ1 1Z',
      '123 456',
      'ZZ1-1ZZ',
      'ZZZ1 1ZZ',
      'ZZ1 1ZZZ',
      'Z%1 1ZZ',
      '1Z1 1ZZ',
    ]) {
      expect(normalisePostcode(text)).toBeNull();
    }
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        const once = normalisePostcode(text);
        if (once !== null) expect(normalisePostcode(once)).toBe(once);
      }),
    );
  });
});

describe('postcodeSector', () => {
  it('keeps the outward code and the inward digit', () => {
    expect(postcodeSector('ZZ1 1ZZ')).toBe('ZZ1 1');
    expect(postcodeSector('SW1A 2AA')).toBe('SW1A 2');
  });
});

describe('isScottishPostcode', () => {
  it('knows the Scottish postcode areas', () => {
    expect(isScottishPostcode('EH1 1YZ')).toBe(true);
    expect(isScottishPostcode('g2 1du')).toBe(true);
    expect(isScottishPostcode('ZE1 0AA')).toBe(true);
    expect(isScottishPostcode('TD1 1AA')).toBe(true);
  });

  it('is false elsewhere, for Berwick-upon-Tweed and for anything that is not a postcode', () => {
    expect(isScottishPostcode('GL1 1AA')).toBe(false);
    expect(isScottishPostcode('SW1A 2AA')).toBe(false);
    expect(isScottishPostcode('TD15 1AA')).toBe(false);
    expect(isScottishPostcode('EH')).toBe(false);
    expect(isScottishPostcode(null)).toBe(false);
  });
});
