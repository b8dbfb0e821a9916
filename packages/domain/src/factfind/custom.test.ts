import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CustomQuestionDef, isCustomAnswerMissing, validateCustomAnswer } from './custom.ts';

const choices = ['a', 'b', 'c', 'd'].map((value) => ({ value, label: value.toUpperCase() }));
const multi: CustomQuestionDef = {
  id: 'q',
  type: 'multiselect',
  label: 'Q',
  required: true,
  options: { min: 2, choices },
};

describe('isCustomAnswerMissing', () => {
  it('fails a required non-multiselect answer only when null, empty or undefined', () => {
    const q = { type: 'text' as const, required: true };
    expect(isCustomAnswerMissing(q, null)).toBe(true);
    expect(isCustomAnswerMissing(q, '')).toBe(true);
    expect(isCustomAnswerMissing(q, undefined)).toBe(true);
    expect(isCustomAnswerMissing(q, ' ')).toBe(false);
    expect(isCustomAnswerMissing(q, 0)).toBe(false);
    expect(isCustomAnswerMissing(q, false)).toBe(false);
  });

  it('fails a required multiselect when missing, not a list or below options.min', () => {
    expect(isCustomAnswerMissing(multi, undefined)).toBe(true);
    expect(isCustomAnswerMissing(multi, 'a')).toBe(true);
    expect(isCustomAnswerMissing(multi, ['a'])).toBe(true);
    expect(isCustomAnswerMissing(multi, ['a', 'b'])).toBe(false);
    expect(isCustomAnswerMissing({ type: 'multiselect', required: true }, [])).toBe(true);
    expect(isCustomAnswerMissing({ type: 'multiselect', required: true }, ['a'])).toBe(false);
  });

  it('never fails an optional question', () => {
    fc.assert(
      fc.property(fc.constantFrom('text', 'multiselect', 'yesno'), fc.anything(), (type, value) => {
        expect(isCustomAnswerMissing({ type, required: false }, value)).toBe(false);
      }),
    );
  });

  it('for a required multiselect, is missing exactly when the list is shorter than min', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.integer({ min: 1, max: 5 }), (list, min) => {
        expect(isCustomAnswerMissing({ type: 'multiselect', required: true, options: { min } }, list)).toBe(
          list.length < min,
        );
      }),
    );
  });
});

describe('validateCustomAnswer', () => {
  it('accepts null and an empty selection as clearing', () => {
    expect(validateCustomAnswer(multi, null)).toBeNull();
    expect(validateCustomAnswer(multi, [])).toBeNull();
  });

  it('checks multiselect options, duplicates and min/max', () => {
    expect(validateCustomAnswer(multi, ['a'])).toBe('Choose at least 2.');
    expect(validateCustomAnswer(multi, ['a', 'z'])).toBe('Choose only from the options.');
    expect(validateCustomAnswer(multi, ['a', 'a'])).toBe('Choose each option once.');
    expect(validateCustomAnswer(multi, 'a')).toBe('Choose from the options.');
    expect(validateCustomAnswer(multi, ['a', 'b'])).toBeNull();
    expect(validateCustomAnswer({ ...multi, options: { max: 2, choices } }, ['a', 'b', 'c'])).toBe(
      'Choose at most 2.',
    );
  });

  it('checks each type', () => {
    const q = (
      type: CustomQuestionDef['type'],
      options?: CustomQuestionDef['options'],
    ): CustomQuestionDef => ({
      id: 'q',
      type,
      label: 'Q',
      ...(options ? { options } : {}),
    });
    expect(validateCustomAnswer(q('text'), 'hello')).toBeNull();
    expect(validateCustomAnswer(q('text'), 3)).toBe('Enter text.');
    expect(validateCustomAnswer(q('text'), 'x'.repeat(256))).toBe('Use at most 255 characters.');
    expect(validateCustomAnswer(q('textarea'), 'x'.repeat(5000))).toBeNull();
    expect(validateCustomAnswer(q('number'), '3')).toBe('Enter a number.');
    expect(validateCustomAnswer(q('number', { min: 1, max: 5 }), 0)).toBe('Enter 1 or more.');
    expect(validateCustomAnswer(q('number', { min: 1, max: 5 }), 6)).toBe('Enter 5 or less.');
    expect(validateCustomAnswer(q('currency'), 1500.5)).toBeNull();
    expect(validateCustomAnswer(q('date'), '2026-02-29')).toBe('Enter a real date as YYYY-MM-DD.');
    expect(validateCustomAnswer(q('date'), '2024-02-29')).toBeNull();
    expect(validateCustomAnswer(q('select', { choices }), 'a')).toBeNull();
    expect(validateCustomAnswer(q('radio', { choices }), 'z')).toBe('Choose one of the options.');
    expect(validateCustomAnswer(q('yesno'), 'yes')).toBe('Choose yes or no.');
    expect(validateCustomAnswer(q('yesno'), true)).toBeNull();
  });
});
