import { describe, expect, it } from 'vitest';
import { everyKindHousehold, everyKindPortfolio, everyKindSalaryNet } from './every-kind-household.ts';
import { type SectionTotal, sectionTotals, totalText } from './section-totals.ts';
import { factFindTotals } from './totals.ts';

// Each list's totals worked out by hand from the answers of every-kind-household.ts. A year is 52 weeks, 26
// fortnights, 13 four-week periods, 12 months or 4 quarters (the questionnaire's frequencies); a month is a
// twelfth of a year, rounded to the penny once.

const factFind = everyKindHousehold();
const totals = factFindTotals(factFind, { salaryNet: everyKindSalaryNet, portfolio: everyKindPortfolio });
const bySection = sectionTotals(factFind, totals, everyKindPortfolio);
const figures = (key: string) =>
  (bySection[key] ?? []).map((total: SectionTotal) => [total.label, total.amount, total.period]);

describe('the totals under each list, with their period', () => {
  it('counts income a month whatever each amount’s frequency, a default frequency as yearly', () => {
    // A year: 72,000 (its frequency left at the default, yearly) + 2,850 × 12 = 34,200 + 950 × 12 = 11,400
    // + 1,500 × 4 = 6,000 + 40 × 52 = 2,080 + 120 × 26 = 3,120 + 65 × 13 = 845 = 129,645; a month: 10,803.75.
    expect(figures('income_items')[0]).toEqual(['Income before tax', 10803.75, 'month']);
    // After tax: the household's own figure (every income through the take-home engine, worked by hand in
    // totals-income.test.ts), not a second sum of the list.
    expect(figures('income_items')[1]).toEqual(['Income after tax', totals.monthlyIncome.net, 'month']);
    expect(totals.monthlyIncome.gross).toBe(10803.75);
  });

  it('counts spending a month, a default frequency as monthly', () => {
    // Essential a year: 1,650 × 12 = 19,800 + 2,100 + 140 × 52 = 7,280 + 300 × 4 = 1,200 = 30,380; ÷ 12 = 2,531.666….
    expect(figures('expenditure_essential')).toEqual([['Essential spending', 2531.67, 'month']]);
    // Lifestyle a year: 4,200 + 90 × 26 = 2,340 + 50 × 13 = 650 + 38.50 × 12 = 462 = 7,652; ÷ 12 = 637.666….
    expect(figures('expenditure_discretionary')).toEqual([['Lifestyle spending', 637.67, 'month']]);
  });

  it('counts each property at the share owned, and says so', () => {
    // 50 % of 210,000 = 105,000, and all of 180,000.50.
    expect(bySection.property_items).toEqual([
      {
        label: 'Total value owned',
        amount: 285000.5,
        period: null,
        note: 'Each property counted at the share owned.',
      },
    ]);
    expect(totals.assets.property).toBe(285000.5);
  });

  it('counts an account the firm also records once, under the portfolio, as the review page does', () => {
    // 12,500.50 + 30,000; the Aviva ISA is the firm's, at its valuation of 52,340.10. Paid in: 250 (a month, the
    // default) + 1,200 a quarter = 400 a month: 650 a month.
    expect(bySection.investment_items).toEqual([
      {
        label: 'Total value',
        amount: 42500.5,
        period: null,
        note: 'Not counting 1 account also in the portfolio we look after, counted there.',
      },
      { label: 'Investments we look after', amount: 52340.1, period: null },
      { label: 'Paid in regularly', amount: 650, period: 'month' },
    ]);
  });

  it('counts pension pots apart from the incomes a defined benefit or State Pension will pay', () => {
    // Pots: 64,000 + 20,000.25. Incomes to come: 12,000 + 11,502.40 a year.
    expect(figures('pension_items')).toEqual([
      ['Total value of pension pots', 84000.25, null],
      ['Expected income from defined benefit and State Pensions', 23502.4, 'year'],
    ]);
  });

  it('never adds a lump sum to an income: cover by how it is paid, and premiums a month', () => {
    // Income cover a month: 3,400 + 24,000 ÷ 12 = 2,000. Premiums a month: 32.50 (its frequency left at the default,
    // monthly) + 600 ÷ 12 = 50 + 25 + 25 = 132.50.
    expect(figures('protection_items')).toEqual([
      ['Cover paid as a lump sum', 265000, null],
      ['Cover paid as an income', 5400, 'month'],
      ['Cover not said how it is paid', 50000, null],
      ['Premiums', 132.5, 'month'],
    ]);
  });

  it('totals what is owed with the monthly payments, and the amounts needed once', () => {
    expect(figures('mortgage_items')).toEqual([
      ['Total outstanding', 262000, null],
      ['Monthly payments', 1650, 'month'],
    ]);
    expect(figures('loan_items')).toEqual([
      ['Total outstanding', 8400, null],
      ['Monthly payments', 310.55, 'month'],
    ]);
    expect(figures('credit_card_items')).toEqual([
      ['Total outstanding', 1430.27, null],
      ['Monthly payments', 100, 'month'],
    ]);
    // 27,000 + 20,000; Ada's 5,000 has no need chosen, so it was never asked for.
    expect(figures('dependants_items')).toEqual([['Future costs to plan for', 47000, null]]);
    expect(figures('objective_items')).toEqual([['Amounts needed for these goals', 115000, null]]);
    expect(figures('current_address')).toEqual([['Counted in net worth', 410000, null]]);
  });

  it('writes a total with its period by the one money formatter', () => {
    expect(totalText({ label: 'x', amount: 10803.75, period: 'month' }, '£')).toBe('£10,803.75 a month');
    expect(totalText({ label: 'x', amount: 23502.4, period: 'year' }, '€')).toBe('€23,502.40 a year');
    expect(totalText({ label: 'x', amount: 285000.5, period: null }, '£')).toBe('£285,000.50');
  });

  it('shows no optional total for a list without the amount, and nothing for a household with none', () => {
    const empty = sectionTotals({}, factFindTotals({}));
    expect(Object.keys(empty).sort()).toEqual(
      [
        'credit_card_items',
        'expenditure_discretionary',
        'expenditure_essential',
        'income_items',
        'investment_items',
        'loan_items',
        'mortgage_items',
        'objective_items',
        'pension_items',
        'property_items',
        'protection_items',
      ].sort(),
    );
    expect(empty.protection_items).toEqual([]);
    expect(empty.investment_items).toEqual([{ label: 'Total value', amount: 0, period: null }]);
  });
});
