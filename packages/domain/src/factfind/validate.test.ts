import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseTemplate } from './base-template.ts';
import { findPropertyField } from './lookup.ts';
import type { FieldDef } from './template.ts';
import { isFieldAnswered, normaliseIdentifier, validateFieldValue } from './validate.ts';

const field = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'x',
  label: 'X',
  type,
  ...extra,
});
const today = '2026-03-02';

describe('validateFieldValue', () => {
  it('lets null clear any field', () => {
    for (const type of ['text', 'number', 'date', 'select', 'yesno', 'multiselect'] as const) {
      expect(validateFieldValue(field(type), null), type).toBeNull();
    }
  });

  it('checks text types and their lengths', () => {
    expect(validateFieldValue(field('text'), 'James')).toBeNull();
    expect(validateFieldValue(field('text'), '')).toBeNull();
    expect(validateFieldValue(field('text'), 42)).toBe('Enter text.');
    expect(validateFieldValue(field('text', { maxLength: 3 }), 'abcd')).toBe('Use at most 3 characters.');
    expect(validateFieldValue(field('text'), 'a'.repeat(256))).toBe('Use at most 255 characters.');
    expect(validateFieldValue(field('email'), 'james@example.com')).toBeNull();
    expect(validateFieldValue(field('email'), 'james')).toBe('Enter a valid email address.');
    expect(validateFieldValue(field('tel'), '+44 7700 900123')).toBeNull();
    expect(validateFieldValue(field('tel'), 'call me')).toBe('Enter a valid telephone number.');
    expect(validateFieldValue(field('postcode'), 'SW1A 1AA')).toBeNull();
    expect(validateFieldValue(field('postcode'), 'zz11zz')).toBeNull();
    expect(validateFieldValue(field('postcode'), 'D02 X285')).toBeNull();
    expect(validateFieldValue(field('postcode'), '12345')).toBe('Enter a valid postcode.');
  });

  it('checks dates are real and dates of birth are not in the future', () => {
    expect(validateFieldValue(field('date'), '2024-02-29', { today })).toBeNull();
    expect(validateFieldValue(field('date'), '2025-02-29', { today })).toBe(
      'Enter a real date as YYYY-MM-DD.',
    );
    expect(validateFieldValue(field('date'), '02/03/2020', { today })).toBe(
      'Enter a real date as YYYY-MM-DD.',
    );
    expect(validateFieldValue(field('date'), '1899-12-31', { today })).toBe('Enter a date after 1900.');
    expect(validateFieldValue(field('date'), '2030-01-01', { today })).toBeNull();
    const dob = field('date', { key: 'date_of_birth' });
    expect(validateFieldValue(dob, today, { today })).toBeNull();
    expect(validateFieldValue(dob, '2026-03-03', { today })).toBe(
      'The date of birth cannot be in the future.',
    );
  });

  it('checks numbers against their bounds and options', () => {
    const age = field('number', { min: 40, max: 85, number: { noDecimal: true, noNegative: true } });
    expect(validateFieldValue(age, 67)).toBeNull();
    expect(validateFieldValue(age, '67')).toBe('Enter a number.');
    expect(validateFieldValue(age, 39)).toBe('Enter 40 or more.');
    expect(validateFieldValue(age, 86)).toBe('Enter 85 or less.');
    expect(validateFieldValue(age, 67.5)).toBe('Enter a whole number.');
    expect(validateFieldValue(field('currency', { number: { noNegative: true } }), -1)).toBe(
      'Enter a number that is not negative.',
    );
    expect(validateFieldValue(field('currency'), Number.POSITIVE_INFINITY)).toBe('Enter a number.');
    expect(validateFieldValue(field('percent'), 101)).toBe('Enter a percentage between -100 and 100.');
    const padded = field('number', { number: { minDigits: 6 } });
    expect(validateFieldValue(padded, '001234')).toBeNull();
    expect(validateFieldValue(padded, '12a')).toBe('Enter a number.');
  });

  it('accepts a number within bounds exactly when min ≤ n ≤ max', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -500, max: 500 }),
        fc.nat(500),
        (n, min, span) => {
          const ok = validateFieldValue(field('number', { min, max: min + span }), n) === null;
          expect(ok).toBe(n >= min && n <= min + span);
        },
      ),
    );
  });

  it('checks selects, yes/no and multiselects against their options', () => {
    const options = ['A', 'B', 'C'].map((value) => ({ value, label: value }));
    expect(validateFieldValue(field('select', { options }), 'A')).toBeNull();
    expect(validateFieldValue(field('radio', { options }), 'Z')).toBe('Choose one of the options.');
    expect(validateFieldValue(field('yesno'), 'true')).toBe('Choose yes or no.');
    expect(validateFieldValue(field('yesno'), false)).toBeNull();
    const multi = field('multiselect', { options, min: 2, max: 2 });
    expect(validateFieldValue(multi, ['A', 'B'])).toBeNull();
    expect(validateFieldValue(multi, [])).toBeNull();
    expect(validateFieldValue(multi, ['A'])).toBe('Choose at least 2.');
    expect(validateFieldValue(multi, ['A', 'B', 'C'])).toBe('Choose at most 2.');
    expect(validateFieldValue(multi, ['A', 'A'])).toBe('Choose each option once.');
    expect(validateFieldValue(multi, ['A', 'Z'])).toBe('Choose only from the options.');
  });

  it('never throws, whatever the value', () => {
    const types = [
      'text',
      'textarea',
      'number',
      'currency',
      'percent',
      'date',
      'select',
      'radio',
      'yesno',
      'multiselect',
      'email',
      'tel',
      'postcode',
    ] as const;
    fc.assert(
      fc.property(fc.constantFrom(...types), fc.anything(), (type, value) => {
        const result = validateFieldValue(field(type, { options: [{ value: 'A', label: 'A' }] }), value, {
          today,
        });
        expect(result === null || typeof result === 'string').toBe(true);
      }),
    );
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (d) => {
          expect(validateFieldValue(field('date'), d.toISOString().slice(0, 10), { today })).toBeNull();
        },
      ),
    );
  });
});

describe('isFieldAnswered', () => {
  it('treats empty values and short multiselects as unanswered', () => {
    expect(isFieldAnswered(field('text'), '')).toBe(false);
    expect(isFieldAnswered(field('yesno'), false)).toBe(true);
    expect(isFieldAnswered(field('number'), 0)).toBe(true);
    expect(isFieldAnswered(field('multiselect', { min: 2 }), ['a'])).toBe(false);
    expect(isFieldAnswered(field('multiselect'), [])).toBe(false);
  });
});

describe('fund holdings', () => {
  const holdings = field('holdings');

  it('accepts a list of funds, each a name and a value, either of which may be empty', () => {
    expect(validateFieldValue(holdings, [])).toBeNull();
    expect(
      validateFieldValue(holdings, [
        { fund: 'Global Index', value: 12500.5 },
        { fund: '', value: null },
      ]),
    ).toBeNull();
    expect(isFieldAnswered(holdings, [])).toBe(false);
    expect(isFieldAnswered(holdings, [{ fund: 'A', value: 1 }])).toBe(true);
  });

  it('refuses anything else, with a message', () => {
    expect(validateFieldValue(holdings, 'Global Index')).toBe('Send the funds as a list.');
    expect(validateFieldValue(holdings, [['a']])).toBe('Give each fund a name and a value.');
    expect(validateFieldValue(holdings, [{ fund: 'A', value: 1, isin: 'X' }])).toBe(
      'Give each fund only a name and a value.',
    );
    expect(validateFieldValue(holdings, [{ fund: 4, value: 1 }])).toBe('Give each fund a name.');
    expect(validateFieldValue(holdings, [{ fund: 'A', value: '100' }])).toBe(
      'Give each fund’s value as a number.',
    );
    expect(validateFieldValue(holdings, [{ fund: 'A', value: -1 }])).toBe(
      'Give each fund’s value as an amount that is not negative.',
    );
    expect(validateFieldValue(holdings, [{ fund: 'a'.repeat(151), value: 1 }])).toBe(
      'Use at most 150 characters for a fund name.',
    );
    expect(
      validateFieldValue(
        holdings,
        Array.from({ length: 31 }, () => ({ fund: 'A', value: 1 })),
      ),
    ).toBe('Add at most 30 funds.');
  });
});

// HMRC's National Insurance Manual NIM39110 ("What a NINO looks like"): two prefix letters, six digits and a suffix
// A, B, C or D; neither prefix letter is D, F, I, Q, U or V, the second is not O, and BG, GB, KN, NK, NT, TN and ZZ
// are not used. An Irish PPS number (gov.ie "Personal Public Service Number"): seven digits, a check letter (A to W:
// the remainder of a modulus-23 sum, W for 0) and, on many, a second letter.
describe('the National Insurance number (PPS number in Ireland)', () => {
  const ni = findPropertyField(baseTemplate, 'personal_details_client1', 'ni_number') as FieldDef;
  const partner = findPropertyField(baseTemplate, 'personal_details_client2', 'ni_number') as FieldDef;
  const uk = { region: 'uk' as const };
  const ie = { region: 'ie' as const };
  const niMessage =
    'Enter a National Insurance number: two letters, six digits and A, B, C or D, like QQ 12 34 56 C.';
  const ppsMessage = 'Enter a PPS number: seven digits and one or two letters, like 1234567FA.';

  it('accepts a National Insurance number in HMRC’s format, for either person', () => {
    for (const value of ['AB123456C', 'JG103759A', 'NE000000D', 'ZY999999B'])
      for (const field of [ni, partner]) expect(validateFieldValue(field, value, uk), value).toBeNull();
  });

  it('refuses one too short, with the wrong suffix or with a prefix HMRC never issues', () => {
    for (const value of ['AB12345', 'AB1234567C', 'AB123456E', 'AB123456', '12345678A'])
      expect(validateFieldValue(ni, value, uk), value).toBe(niMessage);
    for (const prefix of ['DA', 'FA', 'IA', 'QA', 'UA', 'VA', 'AD', 'AO', 'AQ', 'AV'])
      expect(validateFieldValue(ni, `${prefix}123456A`, uk), prefix).toBe(
        `${prefix} does not begin any National Insurance number: check the two letters.`,
      );
    for (const prefix of ['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'])
      expect(validateFieldValue(ni, `${prefix}123456A`, uk), prefix).toBe(
        `${prefix} does not begin any National Insurance number: check the two letters.`,
      );
  });

  it('accepts a PPS number with one or two letters for an Irish client, and refuses the rest', () => {
    for (const value of ['1234567T', '1234567FA', '6433435FW', '0000000WH'])
      expect(validateFieldValue(ni, value, ie), value).toBeNull();
    for (const value of ['123456T', '12345678T', '1234567', '1234567XA', '1234567FAB', 'AB123456C'])
      expect(validateFieldValue(ni, value, ie), value).toBe(ppsMessage);
  });

  it('asks for capitals without spaces, naming the form it would save, so nothing is changed unseen', () => {
    expect(validateFieldValue(ni, 'ab 12 34 56 c', uk)).toBe(
      'Enter it in capitals without spaces: AB123456C.',
    );
    expect(validateFieldValue(ni, '1234567fa', ie)).toBe('Enter it in capitals without spaces: 1234567FA.');
  });

  it('without the region (a save the server checks against the base template), accepts either, worded by its shape', () => {
    expect(validateFieldValue(ni, 'AB123456C')).toBeNull();
    expect(validateFieldValue(ni, '1234567FA')).toBeNull();
    expect(validateFieldValue(ni, 'AB12345')).toBe(niMessage);
    expect(validateFieldValue(ni, '123456')).toBe(ppsMessage);
    expect(validateFieldValue(ni, '')).toBeNull();
    expect(validateFieldValue(ni, null)).toBeNull();
  });

  it('normalises what a person types to the form saved: capitals, no spaces', () => {
    expect(normaliseIdentifier(' ab 12 34\t56 c ')).toBe('AB123456C');
    expect(normaliseIdentifier('1234567 fa')).toBe('1234567FA');
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const once = normaliseIdentifier(typed);
        expect(normaliseIdentifier(once)).toBe(once);
        expect(/\s/.test(once)).toBe(false);
      }),
    );
  });
});
