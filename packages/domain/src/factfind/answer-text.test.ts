import { describe, expect, it } from 'vitest';
import { answerText, formatIsoDate, frequencyFieldOf, withFrequency } from './answer-text.ts';
import { baseTemplate } from './base-template.ts';
import { findRepeatable } from './lookup.ts';
import type { FieldDef } from './template.ts';
import { frequencyOptions, ownerField } from './template-fields.ts';

const people = { client1: 'James Carter', client2: 'Emma Carter' };
const field = (type: FieldDef['type'], extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'x',
  label: 'X',
  type,
  ...extra,
});

describe('an answer in words, as the review page and the PDF write it', () => {
  it('has none for an empty answer', () => {
    for (const empty of [null, undefined, '', '  ', []])
      expect(answerText(field('text'), empty, '£')).toBeNull();
    expect(answerText(field('holdings'), [], '£')).toBeNull();
  });

  it('writes money by the one formatter, choices by their labels and dates in full', () => {
    expect(answerText(field('currency'), 210500.5, '£')).toBe('£210,500.50');
    expect(answerText(field('currency'), 450000, '€')).toBe('€450,000');
    expect(answerText(field('yesno'), false, '£')).toBe('No');
    expect(answerText(field('percent'), 5, '£')).toBe('5%');
    expect(answerText(field('date'), '1975-04-12', '£')).toBe('12 April 1975');
    expect(formatIsoDate('2026-03-31')).toBe('31 March 2026');
    const select = field('select', { options: [{ value: 'isa', label: 'Cash ISA' }] });
    expect(answerText(select, 'isa', '£')).toBe('Cash ISA');
    expect(answerText(field('multiselect', select), ['isa', 'other'], '£')).toBe('Cash ISA, other');
  });

  it('names the people an owner answer points at, and says "Joint" as the option does', () => {
    const owner = ownerField();
    expect(answerText(owner, 'client1', '£', people)).toBe('James Carter');
    expect(answerText(owner, 'client2', '£', people)).toBe('Emma Carter');
    expect(answerText(owner, 'joint', '£', people)).toBe('Joint');
    expect(answerText(owner, 'client1', '£')).toBe('Client 1');
  });

  it('lists fund holdings by name and value', () => {
    const funds = [
      { fund: 'Vanguard LifeStrategy 60', value: 12000.5 },
      { fund: '', value: null },
    ];
    expect(answerText(field('holdings'), funds, '£')).toBe(
      'Vanguard LifeStrategy 60 (£12,000.50); Unnamed fund',
    );
  });

  it('says how often an amount is paid, the form’s default when none was chosen', () => {
    const frequency = field('select', { options: frequencyOptions, defaultValue: 'monthly' });
    expect(withFrequency('£38.50', frequency, undefined)).toBe('£38.50 (Monthly)');
    expect(withFrequency('£38.50', frequency, 'quarterly')).toBe('£38.50 (Quarterly)');
    expect(withFrequency('£38.50', field('select', { options: frequencyOptions }), null)).toBe('£38.50');
  });

  // An amount after tax has its own frequency (a yearly salary may be known after tax as a monthly payment).
  it('finds the frequency an amount is paid at: its own pair’s, the income after tax included', () => {
    const fields = findRepeatable(baseTemplate, 'income', 'items')?.fields ?? [];
    const byKey = (key: string) => fields.find((f) => f.key === key) as FieldDef;
    expect(frequencyFieldOf(byKey('gross_amount'), fields)?.key).toBe('gross_amount_frequency');
    expect(frequencyFieldOf(byKey('net_amount'), fields)?.key).toBe('net_amount_frequency');
    expect(frequencyFieldOf(byKey('source'), fields)).toBeUndefined();
  });
});
