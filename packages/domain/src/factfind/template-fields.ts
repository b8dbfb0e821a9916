import type { Condition, FieldDef, FieldOption, FieldType, Regional, SectionDef } from './template.ts';

// Building blocks of the base template's content.

export const jointCondition: Condition = { path: 'joint', equals: true };

export const employmentStatuses = [
  'Employed',
  'Self-employed',
  'Company director',
  'Not Working',
  'Retired',
  'Student',
  'Homemaker',
] as const;

export const ownershipStatuses = [
  'Own (Mortgaged)',
  'Own (No mortgage)',
  'Renting',
  'Living with family',
  'Other',
] as const;

// The address sale and valuation lookups apply to these.
export const ownedStatuses: readonly string[] = ['Own (Mortgaged)', 'Own (No mortgage)'];

export const opts = (...values: readonly string[]): FieldOption[] =>
  values.map((value) => ({ value, label: value }));

// [value, label] pairs, with an Irish label where the term differs.
export function choices(...entries: [string, string, Regional<string>?][]): FieldOption[] {
  return entries.map(([value, label, regional]) => ({ value, label, ...(regional ? { regional } : {}) }));
}

// Whose an item is. The web shows the clients' names for 'client1' and 'client2'. Asked only when the
// fact-find is joint: a single client's items are their own.
export function ownerField(options: { label?: string; allowJoint?: boolean; key?: string } = {}): FieldDef {
  const { label = 'Whose is it?', allowJoint = true, key = 'owner' } = options;
  return {
    key,
    label,
    type: 'select',
    visibleWhen: jointCondition,
    options: [
      { value: 'client1', label: 'Client 1' },
      { value: 'client2', label: 'Client 2', visibleWhen: jointCondition },
      ...(allowJoint ? [{ value: 'joint', label: 'Joint', visibleWhen: jointCondition }] : []),
    ],
  };
}

export const frequencies = [
  'weekly',
  'fortnightly',
  'four_weekly',
  'monthly',
  'quarterly',
  'annually',
] as const;
export type Frequency = (typeof frequencies)[number];

export const frequencyOptions: FieldOption[] = choices(
  ['weekly', 'Weekly'],
  ['fortnightly', 'Every two weeks'],
  ['four_weekly', 'Every four weeks'],
  ['monthly', 'Monthly'],
  ['quarterly', 'Quarterly'],
  ['annually', 'Yearly'],
);

// A field of one type: what every field of it says (`defaults`), then what this one adds or overrides (`extra`).
const fieldOf =
  (type: FieldType, defaults: () => Partial<FieldDef> = () => ({})) =>
  (key: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({
    key,
    label,
    type,
    ...defaults(),
    ...extra,
  });

export const currency = fieldOf('currency', () => ({ min: 0, number: { noNegative: true } }));

// An amount and how often it is paid, stored side by side as `key` and `key_frequency`.
export function moneyPair(
  key: string,
  label: string,
  defaultFrequency: 'monthly' | 'annually',
  extra: Partial<FieldDef> = {},
): FieldDef[] {
  const frequencyKey = `${key}_frequency`;
  const { visibleWhen } = extra;
  return [
    currency(key, label, { ...extra, frequencyKey }),
    {
      key: frequencyKey,
      label: 'How often',
      type: 'select',
      options: frequencyOptions,
      defaultValue: defaultFrequency,
      frequencyOf: key,
      ...(visibleWhen ? { visibleWhen } : {}),
    },
  ];
}

export const yesno = fieldOf('yesno');

export const text = fieldOf('text', () => ({ maxLength: 150 }));

export const date = fieldOf('date');

export const percent = fieldOf('percent', () => ({
  min: 0,
  max: 100,
  number: { noNegative: true, fillEmpty: false },
}));

export const years = (key: string, label: string, min: number, max: number): FieldDef => ({
  key,
  label,
  type: 'number',
  min,
  max,
  number: { noNegative: true, noDecimal: true, fillEmpty: false },
});

// Fund holdings inside an investment or pension, when the firm asks for them.
export const holdings = (key = 'funds'): FieldDef => ({
  key,
  label: 'Funds held',
  type: 'holdings',
  setting: 'show_fund_input',
  help: 'Each fund’s name and its value today.',
});

// A section about one person: client 1's, or client 2's shown only when joint.
export function personSection(
  person: 1 | 2,
  section: Omit<SectionDef, 'person' | 'visibleWhen'> & { visibleWhen?: Condition },
): SectionDef {
  const visibleWhen =
    person === 2
      ? section.visibleWhen
        ? { all: [jointCondition, section.visibleWhen] }
        : jointCondition
      : section.visibleWhen;
  return { ...section, person, ...(visibleWhen ? { visibleWhen } : {}) };
}

// A field shown only for some item types ('item.type').
export const whenType = (...types: string[]): Condition => ({ path: 'item.type', in: types });
export const unlessType = (...types: string[]): Condition => ({ path: 'item.type', notIn: types });
