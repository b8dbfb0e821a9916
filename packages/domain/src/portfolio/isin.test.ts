import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isinCheckDigit, isValidIsin, normaliseIsin } from './isin.ts';

describe('ISIN', () => {
  it.each([
    'US0378331005', // Apple
    'GB0002634946', // BAE Systems
    'GB00B3X7QG63', // Vanguard FTSE U.K. All Share Index
    'IE00B4L5Y983', // iShares Core MSCI World
    'AU0000XVGZA3',
    'LU0392494562',
  ])('accepts %s', (isin) => {
    expect(isValidIsin(isin)).toBe(true);
  });

  it.each([
    ['US0378331006', 'wrong check digit'],
    ['GB00B3X7QG64', 'wrong check digit'],
    ['US037833100', 'too short'],
    ['US03783310055', 'too long'],
    ['1S0378331005', 'country not letters'],
    ['us0378331005', 'lower case'],
    ['US037833100A', 'check character not a digit'],
    ['', 'empty'],
  ])('rejects %s (%s)', (isin) => {
    expect(isValidIsin(isin)).toBe(false);
  });

  it('normalises spacing and case', () => {
    expect(normaliseIsin(' gb00 b3x7 qg63 ')).toBe('GB00B3X7QG63');
  });

  it('accepts exactly one check digit for any payload, and catches any single changed check digit', () => {
    const payload = fc
      .tuple(fc.stringMatching(/^[A-Z]{2}$/), fc.stringMatching(/^[A-Z0-9]{9}$/))
      .map(([country, code]) => country + code);
    fc.assert(
      fc.property(payload, fc.integer({ min: 1, max: 9 }), (first11, shift) => {
        const check = isinCheckDigit(first11);
        expect(isValidIsin(`${first11}${check}`)).toBe(true);
        expect(isValidIsin(`${first11}${(check + shift) % 10}`)).toBe(false);
      }),
    );
  });
});
