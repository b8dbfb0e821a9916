import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseEmail, normalisePassword } from './normalise.ts';

describe('normaliseEmail', () => {
  it('maps case and Unicode look-alikes of one address to one key', () => {
    const key = normaliseEmail('test@x.com');
    for (const spelling of ['TEST@x.com', 'ⓣⓔⓢⓣ@x.com', 'ｔｅｓｔ@ｘ.ｃｏｍ', ' Test@X.COM ', 'ⓉⒺⓈⓉ@x.com']) {
      expect(normaliseEmail(spelling)).toBe(key);
    }
  });

  it('case-folds beyond lower-casing', () => {
    expect(normaliseEmail('STRAẞE@x.de')).toBe(normaliseEmail('strasse@x.de'));
  });

  it('keeps different addresses apart', () => {
    expect(normaliseEmail('a@x.com')).not.toBe(normaliseEmail('b@x.com'));
  });

  it('trims white space that compatibility folding creates', () => {
    expect(normaliseEmail('\ufc5e')).toBe(normaliseEmail(normaliseEmail('\ufc5e')));
    expect(normaliseEmail('\ufc5e').startsWith(' ')).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        const once = normaliseEmail(s);
        expect(normaliseEmail(once)).toBe(once);
      }),
    );
  });
});

describe('normalisePassword', () => {
  it('treats composed and decomposed characters as the same password', () => {
    expect(normalisePassword('caf\u00e9')).toBe(normalisePassword('cafe\u0301'));
  });

  it('never shortens a long password', () => {
    const long = 'a'.repeat(128);
    expect(normalisePassword(long)).toHaveLength(128);
  });
});
