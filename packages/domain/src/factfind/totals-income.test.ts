import { describe, expect, it } from 'vitest';
import { type TakeHomeBasis, totalsTaxOptions } from '../money/salary-take-home.ts';
import type { FactFindData } from './template.ts';
import { factFindTotals } from './totals.ts';

// Income after tax as the take-home engine counts it (money/income-tax.ts), for every kind of income, not only
// salaries. UK 2026/27 (today 24 November 2026): allowance £12,570, 20 % to £50,270, 40 % above; Class 4 6 %.
const basisOf = (factFind: FactFindData): TakeHomeBasis => ({
  factFind,
  userRegion: 'uk',
  client: null,
  today: '2026-11-24',
});
const totalsOf = (factFind: FactFindData) =>
  factFindTotals(factFind, totalsTaxOptions(basisOf(factFind))).monthlyIncome;

const person = { personal_details_client1: { date_of_birth: '1980-03-01' } };

describe('income after tax, every kind through the one engine', () => {
  it('self-employed profit is counted after income tax and Class 4, not before tax', () => {
    // £40,000: income tax 5,486, Class 4 1,645.80: 32,868.20 a year, 2,739.02 a month.
    const income = totalsOf({
      ...person,
      income: { items: [{ type: 'self_employed', gross_amount: 40000, gross_amount_frequency: 'annually' }] },
    });
    expect(income).toEqual({ gross: 3333.33, net: 2739.02, grossOnlyCount: 0 });
  });

  it('rent is taxed at the owner’s top rate, above their salary', () => {
    // Salary £60,000 (take-home: tax 11,432, NI 3,016 + 194.60 = 3,210.60: 45,357.40) and rent £1,000 a month:
    // 12,000 more at 40 % = 4,800 of tax; 7,200 after tax. (45,357.40 + 7,200) / 12 = 4,379.78.
    const income = totalsOf({
      ...person,
      income: {
        items: [
          { type: 'salary', gross_amount: 60000, gross_amount_frequency: 'annually' },
          { type: 'rental', gross_amount: 1000, gross_amount_frequency: 'monthly' },
        ],
      },
    });
    expect(income).toEqual({ gross: 6000, net: 4379.78, grossOnlyCount: 0 });
  });

  it('rent given in the property step counts as income without being typed again, and once if it is', () => {
    const property = {
      items: [{ type: 'buy_to_let', address_line_1: '4 Mill Lane', value: 250000, rent_received: 1000 }],
    };
    const salary = { type: 'salary', gross_amount: 60000, gross_amount_frequency: 'annually' };
    const fromProperty = totalsOf({ ...person, property, income: { items: [salary] } });
    expect(fromProperty).toEqual({ gross: 6000, net: 4379.78, grossOnlyCount: 0 });
    const typedToo = totalsOf({
      ...person,
      property,
      income: {
        items: [
          salary,
          { type: 'rental', source: '4 Mill Lane', gross_amount: 12000, gross_amount_frequency: 'annually' },
        ],
      },
    });
    expect(typedToo).toEqual(fromProperty);
  });

  it('the amount after tax has its own frequency', () => {
    // Before tax £900 a month; after tax £8,400 a year: £700 a month, not £8,400 a month.
    const income = totalsOf({
      ...person,
      income: {
        items: [
          {
            type: 'benefits',
            gross_amount: 900,
            gross_amount_frequency: 'monthly',
            net_amount: 8400,
            net_amount_frequency: 'annually',
          },
        ],
      },
    });
    expect(income.net).toBe(700);
    // An answer from before the question existed was "as often as the amount before tax".
    const older = totalsOf({
      ...person,
      income: {
        items: [{ type: 'benefits', gross_amount: 900, gross_amount_frequency: 'monthly', net_amount: 700 }],
      },
    });
    expect(older.net).toBe(700);
  });

  it('a pension in payment is taxed as income', () => {
    // Born 1955 (71): a £20,000 final salary pension, (20,000 − 12,570) × 20 % = 1,486: 18,514 a year.
    const income = totalsOf({
      personal_details_client1: { date_of_birth: '1955-02-01' },
      income: { items: [{ type: 'db_pension', gross_amount: 20000, gross_amount_frequency: 'annually' }] },
    });
    expect(income).toEqual({ gross: 1666.67, net: 1542.83, grossOnlyCount: 0 });
  });
});
