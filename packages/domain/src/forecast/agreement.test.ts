import { describe, expect, it } from 'vitest';
import type { FactFindData } from '../factfind/template.ts';
import { factFindTotals } from '../factfind/totals.ts';
import { type TakeHomeBasis, totalsTaxOptions } from '../money/salary-take-home.ts';
import { planFromFactFind } from './from-fact-find.ts';
import { defaultAssumptions, projectCashflow } from './projection.ts';

// "Income after tax" is one figure, worked out by one engine: the forecast's first year (a whole year when today is
// 1 January) is twelve times the household's monthly income after tax on /finances, the review page and the PDF
// (factfind/totals.ts), for pay with a pension contribution, a bonus, a profit, a rent given only in the property
// step and an income counted as given. What the two measures leave out differently is named on the screens:
// interest and dividends (the forecast grows the savings instead) and pension pots' income (drawn in the forecast).
function bothFigures(factFind: FactFindData, region: 'uk' | 'ie') {
  const today = '2026-01-01';
  const basis: TakeHomeBasis = { factFind, userRegion: region, client: null, today };
  const monthly = factFindTotals(factFind, totalsTaxOptions(basis)).monthlyIncome.net;
  const result = planFromFactFind(factFind, { today, region });
  if (!('plan' in result)) throw new Error('missing figures');
  const first = projectCashflow(result.plan, defaultAssumptions).years[0];
  const forecast = first?.people.reduce((sum, person) => sum + person.netIncome, 0) ?? 0;
  return { finances: monthly * 12, forecast };
}

describe('the forecast and the household totals agree on income after tax', () => {
  it('a UK earner with a pension, a bonus, a profit, a property’s rent and benefits', () => {
    const { finances, forecast } = bothFigures(
      {
        personal_details_client1: { date_of_birth: '1980-03-01' },
        employment_client1: { employment_status: 'Employed', desired_retirement_age: 65 },
        income: {
          items: [
            {
              type: 'salary',
              gross_amount: 62000,
              gross_amount_frequency: 'annually',
              pension_percent: 5,
              pension_method: 'net_pay',
              student_loan: 'plan2',
            },
            { type: 'bonus', gross_amount: 4000, gross_amount_frequency: 'annually' },
            { type: 'self_employed', gross_amount: 9000, gross_amount_frequency: 'annually' },
            {
              type: 'benefits',
              gross_amount: 100,
              gross_amount_frequency: 'weekly',
              net_amount: 100,
              net_amount_frequency: 'weekly',
            },
          ],
        },
        property: { items: [{ type: 'buy_to_let', value: 200000, rent_received: 750 }] },
        pensions: { items: [{ type: 'workplace_dc', current_value: 50000, employee_contribution: 5 }] },
        expenditure: { food: 500 },
      },
      'uk',
    );
    expect(Math.abs(finances - forecast)).toBeLessThan(0.1);
  });

  it('a married Irish couple, assessed jointly in both', () => {
    const { finances, forecast } = bothFigures(
      {
        joint: true,
        personal_details_client1: { date_of_birth: '1978-05-01', marital_status: 'Married' },
        personal_details_client2: { date_of_birth: '1979-09-01', marital_status: 'Married' },
        employment_client1: { employment_status: 'Employed', desired_retirement_age: 66 },
        employment_client2: { employment_status: 'Employed', desired_retirement_age: 66 },
        income: {
          items: [
            { type: 'salary', owner: 'client1', gross_amount: 70000, gross_amount_frequency: 'annually' },
            { type: 'salary', owner: 'client2', gross_amount: 30000, gross_amount_frequency: 'annually' },
            { type: 'rental', owner: 'joint', gross_amount: 1200, gross_amount_frequency: 'monthly' },
          ],
        },
        expenditure: { food: 1500 },
      },
      'ie',
    );
    expect(Math.abs(finances - forecast)).toBeLessThan(0.1);
  });
});
