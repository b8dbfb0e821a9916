import type { SectionDef } from './template.ts';
import {
  choices,
  currency,
  date,
  holdings,
  moneyPair,
  ownerField,
  percent,
  text,
  unlessType,
  whenType,
  years,
  yesno,
} from './template-fields.ts';

// Assets (COBS 9.2.2 R: liquid assets, investments and real property): property, cash and investments,
// pensions. Fund holdings appear when the firm's template sets show_fund_input.

export function propertySections(): SectionDef[] {
  return [
    {
      key: 'property_items',
      title: 'Property you own',
      category: 'property',
      help: 'Your home is counted from your current address. Add any other property here: a buy-to-let, a holiday home, land.',
      repeatable: {
        property: 'items',
        min: 0,
        max: 20,
        itemLabel: 'Property',
        titleKeys: ['type', 'address_line_1'],
      },
      fields: [
        {
          key: 'type',
          label: 'Type of property',
          type: 'select',
          required: true,
          options: choices(
            ['main_home', 'Main home'],
            ['buy_to_let', 'Buy-to-let'],
            ['holiday_home', 'Holiday home'],
            ['land', 'Land'],
            ['other', 'Other'],
          ),
        },
        ownerField({ label: 'Whose is it?' }),
        percent('ownership_share', 'Share you own (%)', {
          help: 'Leave empty if it is all yours (or both of yours).',
        }),
        text('address_line_1', 'Address'),
        { key: 'postcode', label: 'Postcode', type: 'postcode', regional: { ie: { label: 'Eircode' } } },
        currency('value', 'What it is worth', { required: true }),
        date('value_date', 'Date of that value'),
        currency('purchase_price', 'Price paid'),
        date('purchase_date', 'Date bought'),
        {
          key: 'tenure',
          label: 'Tenure',
          type: 'select',
          options: choices(
            ['freehold', 'Freehold'],
            ['leasehold', 'Leasehold'],
            ['commonhold', 'Commonhold'],
          ),
        },
        ...moneyPair('rent_received', 'Rent received', 'monthly', {
          visibleWhen: unlessType('main_home'),
        }),
      ],
    },
  ];
}

export const investmentTypes = [
  { value: 'current_account', label: 'Current account' },
  { value: 'savings', label: 'Savings account', regional: { ie: 'Deposit account' } },
  { value: 'cash_isa', label: 'Cash ISA', regions: ['uk' as const] },
  { value: 'stocks_shares_isa', label: 'Stocks and shares ISA', regions: ['uk' as const] },
  { value: 'gia', label: 'General investment account' },
  { value: 'bond', label: 'Investment bond' },
  { value: 'shares', label: 'Shares' },
  { value: 'nsi', label: 'NS&I (Premium Bonds, savings certificates)', regions: ['uk' as const] },
  { value: 'state_savings', label: 'State Savings (An Post)', regions: ['ie' as const] },
  { value: 'other', label: 'Other' },
];

export function investmentSections(): SectionDef[] {
  return [
    {
      key: 'investment_items',
      title: 'Cash and investments',
      category: 'investments',
      help: 'Bank and savings accounts, ISAs, investment accounts and shares.',
      repeatable: {
        property: 'items',
        min: 0,
        max: 40,
        itemLabel: 'Account',
        titleKeys: ['type', 'provider'],
      },
      fields: [
        { key: 'type', label: 'Type', type: 'select', required: true, options: investmentTypes },
        text('provider', 'Provider'),
        // With the provider, what tells it apart from the adviser's record of the same account (counted once).
        text('reference', 'Account number or reference'),
        ownerField({ label: 'Whose is it?' }),
        currency('value', 'Value', { required: true }),
        date('value_date', 'Date of the value'),
        ...moneyPair('regular_contribution', 'Regular amount paid in', 'monthly'),
        holdings(),
      ],
    },
  ];
}

const noPot = ['defined_benefit', 'state'];

export function pensionSections(): SectionDef[] {
  return [
    {
      key: 'pension_items',
      title: 'Your pensions',
      category: 'pensions',
      help: 'Every pension, including old workplace ones and the State Pension.',
      repeatable: {
        property: 'items',
        min: 0,
        max: 30,
        itemLabel: 'Pension',
        titleKeys: ['type', 'provider'],
      },
      fields: [
        {
          key: 'type',
          label: 'Type of pension',
          type: 'select',
          required: true,
          options: [
            {
              value: 'defined_benefit',
              label: 'Defined benefit (final salary)',
              regional: { ie: 'Occupational defined benefit scheme' },
            },
            {
              value: 'workplace_dc',
              label: 'Workplace pension (defined contribution)',
              regional: { ie: 'Occupational defined contribution scheme' },
            },
            { value: 'personal', label: 'Personal pension or SIPP', regional: { ie: 'Personal pension' } },
            { value: 'prsa', label: 'PRSA (Personal Retirement Savings Account)', regions: ['ie'] },
            { value: 'avc', label: 'Additional voluntary contributions (AVC)' },
            { value: 'state', label: 'State Pension', regional: { ie: 'State Pension (Contributory)' } },
            { value: 'other', label: 'Other' },
          ],
        },
        ownerField({ label: 'Whose pension is it?', allowJoint: false }),
        text('provider', 'Provider or scheme'),
        text('reference', 'Policy or account number', { visibleWhen: unlessType(...noPot) }),
        currency('current_value', 'Value today', { visibleWhen: unlessType(...noPot) }),
        currency('projected_income', 'Expected yearly income from it', {
          visibleWhen: whenType(...noPot),
        }),
        percent('employee_contribution', 'Your contribution (% of pay)', {
          visibleWhen: unlessType('state'),
        }),
        percent('employer_contribution', 'Employer’s contribution (% of pay)', {
          visibleWhen: whenType('defined_benefit', 'workplace_dc', 'avc', 'prsa'),
        }),
        years('retirement_age', 'Age you expect to take it', 50, 75),
        yesno('in_drawdown', 'Are you already drawing money from it?', {
          visibleWhen: unlessType(...noPot),
          regional: { ie: { label: 'Are you already drawing money from it (ARF or annuity)?' } },
        }),
        { ...holdings(), visibleWhen: unlessType(...noPot) },
      ],
    },
  ];
}
