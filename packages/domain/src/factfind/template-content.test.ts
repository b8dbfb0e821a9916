import { describe, expect, it } from 'vitest';
import { baseTemplate } from './base-template.ts';
import { allSections, findPropertyField, findRepeatable } from './lookup.ts';
import type { Condition, SectionDef } from './template.ts';
import { frequencies, jointCondition } from './template-fields.ts';

// The fact-find's content after its first pages: what each page asks, and that the template is coherent (every
// condition reads a field that exists, every amount has its frequency).

const values = (section: SectionDef | null, key: string) =>
  section?.fields.find((field) => field.key === key)?.options?.map((option) => option.value);

function conditionPaths(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionPaths);
  if ('any' in condition) return condition.any.flatMap(conditionPaths);
  return [condition.path];
}

describe('the fact-find content after its first pages', () => {
  it('asks for income by type, gross amount, frequency and owner', () => {
    const income = findRepeatable(baseTemplate, 'income', 'items');
    expect(values(income, 'type')).toEqual([
      'salary',
      'bonus',
      'overtime',
      'self_employed',
      'dividends',
      'rental',
      'state_pension',
      'db_pension',
      'dc_pension',
      'benefits',
      'maintenance',
      'interest',
      'other',
    ]);
    expect(values(income, 'gross_amount_frequency')).toEqual([...frequencies]);
    expect(values(income, 'owner')).toEqual(['client1', 'client2', 'joint']);
    const gross = income?.fields.find((field) => field.key === 'gross_amount');
    expect(gross).toMatchObject({ type: 'currency', required: true, frequencyKey: 'gross_amount_frequency' });
    expect(gross?.derived).toEqual({ kind: 'take-home', when: { path: 'item.type', in: ['salary'] } });
  });

  it('asks for essential and discretionary spending, each an amount and a frequency', () => {
    const essential = [
      'mortgage_rent',
      'council_tax',
      'utilities',
      'phone_broadband',
      'food',
      'insurance',
      'travel',
      'childcare',
      'debt_payments',
    ];
    const discretionary = ['clothing', 'pets', 'dental_optical', 'eating_out', 'holidays', 'hobbies'];
    for (const key of [...essential, ...discretionary]) {
      expect(findPropertyField(baseTemplate, 'expenditure', key)?.frequencyKey, key).toBe(`${key}_frequency`);
      expect(findPropertyField(baseTemplate, 'expenditure', `${key}_frequency`)?.defaultValue, key).toBe(
        'monthly',
      );
    }
  });

  it('holds the lists the issue names, each item with its owner', () => {
    const lists: [string, string, string[]][] = [
      [
        'property',
        'items',
        [
          'type',
          'owner',
          'ownership_share',
          'value',
          'value_date',
          'purchase_price',
          'tenure',
          'rent_received',
        ],
      ],
      [
        'investments',
        'items',
        ['type', 'provider', 'owner', 'value', 'value_date', 'regular_contribution', 'funds'],
      ],
      [
        'pensions',
        'items',
        [
          'type',
          'provider',
          'current_value',
          'projected_income',
          'employee_contribution',
          'employer_contribution',
          'retirement_age',
          'in_drawdown',
          'funds',
        ],
      ],
      [
        'liabilities',
        'mortgages',
        [
          'lender',
          'owner',
          'balance',
          'interest_rate',
          'rate_type',
          'deal_end_date',
          'term_years',
          'repayment_type',
          'monthly_payment',
          'linked_property',
        ],
      ],
      ['liabilities', 'loans', ['type', 'lender', 'owner', 'balance', 'monthly_payment']],
      ['liabilities', 'credit_cards', ['provider', 'owner', 'balance', 'credit_limit', 'monthly_payment']],
      [
        'protection',
        'items',
        ['type', 'provider', 'life_assured', 'benefit_amount', 'end_date', 'premium', 'in_trust', 'purpose'],
      ],
      ['objectives', 'goals', ['goal', 'priority', 'target_date', 'target_amount']],
      ['address_history', 'items', ['postcode', 'address_line_1', 'moved_in', 'moved_out']],
      [
        'dependants',
        'items',
        [
          'first_name',
          'relationship',
          'date_of_birth',
          'financially_dependent',
          'future_need',
          'future_need_date',
          'future_need_amount',
        ],
      ],
    ];
    for (const [category, property, keys] of lists) {
      const section = findRepeatable(baseTemplate, category, property);
      expect(section, `${category}.${property}`).not.toBeNull();
      expect(section?.fields.map((field) => field.key)).toEqual(expect.arrayContaining(keys));
    }
    expect(values(findRepeatable(baseTemplate, 'pensions', 'items'), 'owner')).toEqual([
      'client1',
      'client2',
    ]);
  });

  it('makes the owned current address an address asset with pricePaid and valuation', () => {
    for (const key of ['pricePaid', 'valuation']) {
      expect(findPropertyField(baseTemplate, 'current_address', key)?.visibleWhen).toEqual({
        path: 'current_address.ownership_status',
        in: ['Own (Mortgaged)', 'Own (No mortgage)'],
      });
    }
    expect(allSections(baseTemplate).find((s) => s.key === 'current_address')?.addressLookup).toBe(true);
  });

  it('asks each person about their estate and their investment knowledge and experience', () => {
    for (const person of [1, 2]) {
      for (const key of [
        'has_will',
        'will_up_to_date',
        'executors',
        'lpa_financial',
        'gifts',
        'iht_concerns',
      ]) {
        expect(findPropertyField(baseTemplate, `estate_client${person}`, key), key).not.toBeNull();
      }
      const knowledge = findPropertyField(
        baseTemplate,
        `knowledge_experience_client${person}`,
        'investment_knowledge',
      );
      expect(knowledge?.options).toHaveLength(5);
    }
  });

  it('shows fund holdings only behind show_fund_input', () => {
    const funds = allSections(baseTemplate).flatMap((s) => s.fields.filter((f) => f.type === 'holdings'));
    expect(funds).toHaveLength(2);
    for (const field of funds) expect(field.setting).toBe('show_fund_input');
  });

  it('offers client 2 and joint as owners only when joint', () => {
    for (const section of allSections(baseTemplate)) {
      for (const field of section.fields) {
        for (const option of field.options ?? []) {
          if (option.value === 'client2' || option.value === 'joint')
            expect(option.visibleWhen, `${section.key}.${field.key}`).toEqual(jointCondition);
        }
      }
    }
  });

  it('pairs every amount with a frequency field that points back at it', () => {
    for (const section of allSections(baseTemplate)) {
      for (const field of section.fields.filter((f) => f.frequencyKey)) {
        const frequency = section.fields.find((f) => f.key === field.frequencyKey);
        expect(frequency?.frequencyOf, `${section.key}.${field.key}`).toBe(field.key);
        expect(frequency?.options?.map((o) => o.value)).toEqual([...frequencies]);
        expect(frequency?.visibleWhen).toEqual(field.visibleWhen);
      }
    }
  });

  it('reads only fields that exist in its conditions', () => {
    for (const section of allSections(baseTemplate)) {
      const paths = [
        section.visibleWhen,
        ...section.fields.map((f) => f.visibleWhen),
        ...section.fields.map((f) => f.derived?.when),
      ].flatMap(conditionPaths);
      for (const path of paths) {
        if (path.startsWith('item.')) {
          expect(section.repeatable, `${section.key}: ${path}`).toBeDefined();
          expect(
            section.fields.map((f) => f.key),
            `${section.key}: ${path}`,
          ).toContain(path.slice(5));
        } else if (path !== 'joint') {
          const [category, property] = path.split('.') as [string, string];
          const known =
            findPropertyField(baseTemplate, category, property) ??
            findRepeatable(baseTemplate, category, property);
          expect(known, `${section.key}: ${path}`).not.toBeNull();
        }
      }
    }
  });

  it('names no currency in a label: the client’s symbol is shown beside amounts', () => {
    const texts = allSections(baseTemplate).flatMap((section) => [
      section.title,
      section.help ?? '',
      ...section.fields.flatMap((f) => [f.label, f.help ?? '', ...(f.options ?? []).map((o) => o.label)]),
    ]);
    for (const text of texts) expect(text).not.toMatch(/[£€$]/);
  });
});
