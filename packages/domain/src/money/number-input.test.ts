import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  commitNumberInput,
  isAllZero,
  type NumberInputOptions,
  normaliseNumberInput,
  sanitiseNumberTyping,
  toNumberValue,
} from './number-input.ts';

describe('sanitiseNumberTyping (each keystroke)', () => {
  it('strips everything except digits, "." and "-"', () => {
    expect(sanitiseNumberTyping('£1,250.50 ')).toBe('1250.50');
    expect(sanitiseNumberTyping('abc')).toBe('');
    expect(sanitiseNumberTyping('1e5')).toBe('15');
  });

  it('keeps a half-typed "-" or "." so the user can go on typing', () => {
    expect(sanitiseNumberTyping('-')).toBe('-');
    expect(sanitiseNumberTyping('.')).toBe('.');
    expect(sanitiseNumberTyping('12.')).toBe('12.');
  });

  it('keeps one "-", in front, and one "."', () => {
    expect(sanitiseNumberTyping('1-2-3')).toBe('123');
    expect(sanitiseNumberTyping('-1-2')).toBe('-12');
    expect(sanitiseNumberTyping('1.2.3')).toBe('1.23');
  });

  it('removes "-" when no-negative and "." when no-decimal', () => {
    expect(sanitiseNumberTyping('-12.5', { noNegative: true })).toBe('12.5');
    expect(sanitiseNumberTyping('-12.5', { noDecimal: true })).toBe('-125');
    expect(sanitiseNumberTyping('-12.5', { noNegative: true, noDecimal: true })).toBe('125');
  });
});

describe('normaliseNumberInput (committed value)', () => {
  it('turns a lone "." or "-" into empty, or zeros when fill-empty is on (the default)', () => {
    expect(normaliseNumberInput('.', { fillEmpty: false })).toBe('');
    expect(normaliseNumberInput('-', { fillEmpty: false })).toBe('');
    expect(normaliseNumberInput('-.', { fillEmpty: false })).toBe('');
    expect(normaliseNumberInput('.')).toBe('0');
    expect(normaliseNumberInput('')).toBe('0');
  });

  it('fills an empty value with zeros of the minimum length', () => {
    expect(normaliseNumberInput('', { minDigits: 3 })).toBe('000');
    expect(normaliseNumberInput('', { minDigits: 3, fillEmpty: false })).toBe('');
  });

  it('pads with leading zeros to the minimum digit count, before the point and after any sign', () => {
    expect(normaliseNumberInput('5', { minDigits: 2 })).toBe('05');
    expect(normaliseNumberInput('-5.25', { minDigits: 3 })).toBe('-005.25');
    expect(normaliseNumberInput('123', { minDigits: 2 })).toBe('123');
    expect(normaliseNumberInput('.5')).toBe('0.5');
  });

  it('drops a trailing point', () => {
    expect(normaliseNumberInput('12.')).toBe('12');
  });

  it("clamps to the field's min and max", () => {
    expect(normaliseNumberInput('15', { min: 18, max: 75 })).toBe('18');
    expect(normaliseNumberInput('120', { min: 18, max: 75 })).toBe('75');
    expect(normaliseNumberInput('40', { min: 18, max: 75 })).toBe('40');
    expect(normaliseNumberInput('-3', { min: 0 })).toBe('0');
    expect(normaliseNumberInput('', { min: 1 })).toBe('1');
    expect(normaliseNumberInput('', { min: 1, fillEmpty: false })).toBe('');
    expect(normaliseNumberInput('7', { min: 0, max: 9, minDigits: 2 })).toBe('07');
    expect(normaliseNumberInput('150', { max: 5, minDigits: 2 })).toBe('05');
  });
});

describe('commitNumberInput', () => {
  it('says which bound replaced a typed number outside the bounds', () => {
    expect(commitNumberInput('150', { min: 40, max: 85 })).toEqual({ value: '85', clampedTo: 'max' });
    expect(commitNumberInput('12', { min: 40, max: 85 })).toEqual({ value: '40', clampedTo: 'min' });
    expect(commitNumberInput('-3', { min: 0 })).toEqual({ value: '0', clampedTo: 'min' });
    expect(commitNumberInput('150', { max: 5, minDigits: 2 })).toEqual({ value: '05', clampedTo: 'max' });
  });

  it('reports nothing for a value within the bounds or one that was not typed', () => {
    expect(commitNumberInput('60', { min: 40, max: 85 })).toEqual({ value: '60', clampedTo: null });
    expect(commitNumberInput('85', { min: 40, max: 85 })).toEqual({ value: '85', clampedTo: null });
    expect(commitNumberInput('', { min: 1 })).toEqual({ value: '1', clampedTo: null });
    expect(commitNumberInput('-', { min: 1, fillEmpty: false })).toEqual({ value: '', clampedTo: null });
  });
});

describe('isAllZero', () => {
  it('is true of zeros only, with or without a point', () => {
    for (const value of ['0', '00', '0.0', '0.00', '-0', '.0', '000.']) expect(isAllZero(value)).toBe(true);
    for (const value of ['', '.', '-', '10', '0.01', '1']) expect(isAllZero(value)).toBe(false);
  });
});

describe('toNumberValue', () => {
  it('reads a committed value as a number, or null when empty', () => {
    expect(toNumberValue('')).toBeNull();
    expect(toNumberValue('007')).toBe(7);
    expect(toNumberValue('-0.5')).toBe(-0.5);
  });
});

const optionsArb: fc.Arbitrary<NumberInputOptions> = fc
  .record(
    {
      noNegative: fc.boolean(),
      noDecimal: fc.boolean(),
      minDigits: fc.integer({ min: 0, max: 6 }),
      fillEmpty: fc.boolean(),
      min: fc.integer({ min: -1000, max: 1000 }),
      span: fc.integer({ min: 0, max: 100_000 }),
    },
    { requiredKeys: ['noNegative', 'noDecimal', 'fillEmpty'] },
  )
  .map(({ span, ...rest }) => ({
    ...rest,
    // A field that forbids negatives or decimals has bounds that are whole and not negative.
    ...(rest.min === undefined ? {} : { min: rest.noNegative ? Math.abs(rest.min) : rest.min }),
    ...(rest.min === undefined || span === undefined
      ? {}
      : { max: (rest.noNegative ? Math.abs(rest.min) : rest.min) + span }),
  }));

const typedArb = fc.string({ unit: fc.constantFrom(...'0123456789.-, £abce'.split('')), maxLength: 14 });

describe('number-input properties', () => {
  it('typing leaves only digits, one leading "-" and one "."; none when forbidden', () => {
    fc.assert(
      fc.property(typedArb, optionsArb, (raw, options) => {
        const value = sanitiseNumberTyping(raw, options);
        expect(value).toMatch(/^-?\d*\.?\d*$/);
        if (options.noNegative) expect(value).not.toContain('-');
        if (options.noDecimal) expect(value).not.toContain('.');
      }),
    );
  });

  it('a committed value is empty or a number within bounds, padded, and normalising it again changes nothing', () => {
    fc.assert(
      fc.property(typedArb, optionsArb, (raw, options) => {
        const value = normaliseNumberInput(raw, options);
        const again = normaliseNumberInput(value, options);
        expect(again).toBe(value);
        if (value === '') {
          expect(options.fillEmpty).toBe(false);
          return;
        }
        expect(value).toMatch(/^-?\d+(\.\d+)?$/);
        const number = Number(value);
        if (options.min !== undefined) expect(number).toBeGreaterThanOrEqual(options.min);
        if (options.max !== undefined) expect(number).toBeLessThanOrEqual(options.max);
        const integerDigits = value.replace('-', '').split('.')[0] ?? '';
        expect(integerDigits.length).toBeGreaterThanOrEqual(options.minDigits ?? 1);
        if (options.noNegative) expect(value).not.toContain('-');
        if (options.noDecimal) expect(value).not.toContain('.');
      }),
    );
  });

  it('keeps the number the user typed when it is within bounds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (number) => {
        expect(Number(normaliseNumberInput(String(number), { min: 0, max: 1_000_000 }))).toBe(number);
      }),
    );
  });
});
