import type { FieldDef, SectionDef } from './template.ts';
import { choices, moneyPair, ownerField, percent, text, unlessType, whenType } from './template-fields.ts';

// Income and expenditure: COBS 9.2.2 R asks for the source and extent of regular income and regular
// financial commitments. Every amount has its frequency, and rules normalise both to a month.

export const incomeTypes = choices(
  ['salary', 'Salary or wages'],
  ['bonus', 'Bonus'],
  ['overtime', 'Overtime'],
  ['self_employed', 'Self-employed profit'],
  ['dividends', 'Dividends'],
  ['rental', 'Rental income'],
  ['state_pension', 'State Pension', { ie: 'State Pension (Contributory)' }],
  ['db_pension', 'Defined benefit pension', { ie: 'Occupational (defined benefit) pension' }],
  ['dc_pension', 'Income from a pension pot'],
  ['benefits', 'Benefits', { ie: 'Social welfare payments' }],
  ['maintenance', 'Maintenance'],
  ['interest', 'Interest'],
  ['other', 'Other'],
);

const isSalary = whenType('salary');

export function incomeSections(): SectionDef[] {
  return [
    {
      key: 'income_items',
      title: 'Your income',
      category: 'income',
      help: 'Add each income separately: each salary, bonus, pension or rent, and whose it is.',
      repeatable: { property: 'items', min: 0, max: 30, itemLabel: 'Income', titleKeys: ['type', 'owner'] },
      fields: [
        { key: 'type', label: 'Type of income', type: 'select', required: true, options: incomeTypes },
        ownerField({ label: 'Whose income is it?' }),
        text('source', 'Employer or source'),
        ...moneyPair('gross_amount', 'Amount before tax', 'annually', {
          required: true,
          derived: { kind: 'take-home', when: isSalary },
        }),
        {
          key: 'net_amount',
          label: 'Amount after tax, if you know it',
          type: 'currency',
          min: 0,
          number: { noNegative: true, fillEmpty: false },
          help: 'As often as the amount before tax.',
          frequencyFrom: 'gross_amount',
          visibleWhen: unlessType('salary'),
        },
        percent('pension_percent', 'Pension contribution from this salary', { visibleWhen: isSalary }),
        {
          key: 'pension_method',
          label: 'How the pension contribution is made',
          type: 'select',
          regions: ['uk'],
          options: choices(
            ['net_pay', 'Taken from pay before tax (net pay)'],
            ['salary_sacrifice', 'Salary sacrifice'],
            ['relief_at_source', 'Paid from take-home pay (relief at source)'],
          ),
          defaultValue: 'net_pay',
          visibleWhen: { all: [isSalary, { path: 'item.pension_percent', isFilled: true }] },
        },
        {
          key: 'student_loan',
          label: 'Student loan repaid from this salary',
          type: 'select',
          regions: ['uk'],
          options: choices(
            ['plan1', 'Plan 1'],
            ['plan2', 'Plan 2'],
            ['plan4', 'Plan 4 (Scotland)'],
            ['plan5', 'Plan 5'],
            ['postgraduate', 'Postgraduate loan'],
          ),
          visibleWhen: isSalary,
        },
      ],
    },
  ];
}

// [key, label, Irish label]
type Expense = [string, string, string?];

export const essentialExpenses: Expense[] = [
  ['mortgage_rent', 'Mortgage or rent'],
  ['council_tax', 'Council tax', 'Local Property Tax'],
  ['utilities', 'Gas, electricity and water'],
  ['phone_broadband', 'Phone, broadband and TV'],
  ['food', 'Food and household shopping'],
  ['insurance', 'Insurance premiums'],
  ['travel', 'Car and travel'],
  ['childcare', 'Childcare'],
  ['debt_payments', 'Loan and credit card payments'],
  ['other_essential', 'Other essential spending'],
];

export const discretionaryExpenses: Expense[] = [
  ['clothing', 'Clothing'],
  ['pets', 'Pets'],
  ['dental_optical', 'Dental and optical'],
  ['eating_out', 'Eating out and entertainment'],
  ['holidays', 'Holidays'],
  ['hobbies', 'Hobbies, sport and subscriptions'],
  ['other_discretionary', 'Other spending'],
];

const expenseFields = (expenses: Expense[]): FieldDef[] =>
  expenses.flatMap(([key, label, irish]) =>
    moneyPair(key, label, 'monthly', irish ? { regional: { ie: { label: irish } } } : {}),
  );

export function expenditureSections(): SectionDef[] {
  return [
    {
      key: 'expenditure_essential',
      title: 'Essential spending',
      category: 'expenditure',
      help: 'What your household spends. A yearly bill can be entered as yearly: we work out the monthly figure.',
      note: 'spending-total',
      fields: expenseFields(essentialExpenses),
    },
    {
      key: 'expenditure_discretionary',
      title: 'Lifestyle spending',
      category: 'expenditure',
      fields: expenseFields(discretionaryExpenses),
    },
  ];
}
