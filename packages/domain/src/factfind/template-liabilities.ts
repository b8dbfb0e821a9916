import type { SectionDef } from './template.ts';
import { choices, currency, date, ownerField, percent, text, years, yesno } from './template-fields.ts';

// Liabilities (COBS 9.2.2 R: regular financial commitments): mortgages, loans and hire purchase, credit cards.

const lender = () => text('lender', 'Lender');
const balance = () => currency('balance', 'Amount outstanding', { required: true });
const monthlyPayment = () => currency('monthly_payment', 'Monthly payment');
const rate = () => percent('interest_rate', 'Interest rate (%)');

export function liabilitySections(): SectionDef[] {
  return [
    {
      key: 'mortgage_items',
      title: 'Mortgages',
      category: 'liabilities',
      repeatable: { property: 'mortgages', min: 0, max: 10, itemLabel: 'Mortgage', titleKeys: ['lender'] },
      fields: [
        lender(),
        ownerField({ label: 'Whose mortgage is it?' }),
        balance(),
        rate(),
        {
          key: 'rate_type',
          label: 'Type of rate',
          type: 'select',
          options: choices(
            ['fixed', 'Fixed'],
            ['tracker', 'Tracker'],
            ['variable', 'Variable'],
            ['discounted', 'Discounted'],
          ),
        },
        date('deal_end_date', 'When the current rate ends', {
          visibleWhen: { path: 'item.rate_type', in: ['fixed', 'tracker', 'discounted'] },
        }),
        years('term_years', 'Years left to run', 0, 40),
        {
          key: 'repayment_type',
          label: 'How it is repaid',
          type: 'select',
          options: choices(
            ['repayment', 'Repayment'],
            ['interest_only', 'Interest only'],
            ['part_and_part', 'Part repayment, part interest only'],
          ),
        },
        monthlyPayment(),
        text('linked_property', 'Property it is secured on', {
          help: 'For example: our home, or the flat in Leeds.',
        }),
      ],
    },
    {
      key: 'loan_items',
      title: 'Loans and hire purchase',
      category: 'liabilities',
      repeatable: { property: 'loans', min: 0, max: 20, itemLabel: 'Loan', titleKeys: ['type', 'lender'] },
      fields: [
        {
          key: 'type',
          label: 'Type of loan',
          type: 'select',
          options: choices(
            ['personal_loan', 'Personal loan'],
            ['hire_purchase', 'Hire purchase or car finance'],
            ['overdraft', 'Overdraft'],
            ['other', 'Other'],
          ),
        },
        lender(),
        ownerField({ label: 'Whose loan is it?' }),
        balance(),
        rate(),
        monthlyPayment(),
        date('end_date', 'When it will be paid off'),
      ],
    },
    {
      key: 'credit_card_items',
      title: 'Credit cards',
      category: 'liabilities',
      repeatable: {
        property: 'credit_cards',
        min: 0,
        max: 20,
        itemLabel: 'Credit card',
        titleKeys: ['provider'],
      },
      fields: [
        text('provider', 'Card provider'),
        ownerField({ label: 'Whose card is it?' }),
        { ...balance(), label: 'Balance' },
        currency('credit_limit', 'Credit limit'),
        monthlyPayment(),
        yesno('cleared_monthly', 'Do you pay it off in full each month?'),
      ],
    },
  ];
}
