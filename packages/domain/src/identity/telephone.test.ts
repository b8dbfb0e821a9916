import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toE164 } from './telephone.ts';

// Ofcom reserves 07700 900000–900999 for drama (the numbers below); Ireland's mobiles are 08x + 7 digits.
describe('toE164', () => {
  it.each([
    ['07700 900789', 'uk', '+447700900789'],
    ['07700900789', 'uk', '+447700900789'],
    ['(020) 7946 0018', 'uk', '+442079460018'],
    ['+44 7700 900789', 'uk', '+447700900789'],
    ['+44 (0)7700 900789', 'uk', '+447700900789'],
    ['0044 7700 900789', 'ie', '+447700900789'],
    ['085 123 4567', 'ie', '+353851234567'],
    ['+353 (0)85 123 4567', 'uk', '+353851234567'],
    ['00353-85-123-4567', 'uk', '+353851234567'],
    ['+1 (212) 555-0187', 'uk', '+12125550187'],
  ] as const)('%s (%s) → %s', (input, region, expected) => {
    expect(toE164(input, region)).toBe(expected);
  });

  it.each([
    ['', 'uk'],
    ['07700 9007', 'uk'],
    ['077009007891234', 'uk'],
    ['085 123 45678 9', 'ie'],
    ['+44 07700 900789 1', 'uk'],
    ['7700 900789', 'uk'],
    ['+0 7700 900789', 'uk'],
    ['+1 555', 'uk'],
    ['ring me', 'uk'],
  ] as const)('refuses %j (%s)', (input, region) => {
    expect(toE164(input, region)).toBeNull();
  });

  it('gives the same number however a UK mobile is written, and E.164 is a fixed point', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^7\d{9}$/), fc.constantFrom('uk', 'ie' as const), (national, region) => {
        const e164 = `+44${national}`;
        for (const written of [`+44 ${national}`, `0044${national}`, `+44 (0)${national}`]) {
          expect(toE164(written, region)).toBe(e164);
        }
        expect(toE164(`0${national}`, 'uk')).toBe(e164);
        expect(toE164(e164, region)).toBe(e164);
      }),
    );
  });
});
