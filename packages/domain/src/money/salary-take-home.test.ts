import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { netSalaryQuerySchema } from '../contract/net-salary.ts';
import { factFindTotals } from '../factfind/totals.ts';
import { salaryNetFrom, salaryTakeHomeParams, type TakeHomeBasis, takeHomeOf } from './salary-take-home.ts';

const basis: TakeHomeBasis = {
  factFind: { personal_details_client1: { date_of_birth: '1985-03-14' } },
  userRegion: 'uk',
  client: null,
  today: '2026-11-24',
};

const takeHome = (params: Record<string, string>) => {
  const answer = takeHomeOf(netSalaryQuerySchema.parse(params), basis);
  if (!answer.ok) throw new Error('refused');
  return answer.takeHome;
};

describe('salaryTakeHomeParams', () => {
  it('asks for the salary a year, whose it is, and the pension and student loan taken from it', () => {
    expect(
      salaryTakeHomeParams({
        gross_amount: 4000,
        gross_amount_frequency: 'monthly',
        owner: 'client2',
        pension_percent: 5,
        pension_method: 'salary_sacrifice',
        student_loan: 'plan2',
      }),
    ).toEqual({
      salary: '48000.00',
      owner: 'client2',
      pension_percent: '5',
      pension_method: 'salary_sacrifice',
      student_loan: 'plan2',
    });
    expect(salaryTakeHomeParams({ gross_amount: 0 })).toBeNull();
  });
});

describe('salaryNetFrom', () => {
  it('gives each salary the take-home pay calculate-net-salary gives for it', () => {
    const salaryNet = salaryNetFrom(basis);
    const item = { type: 'salary', gross_amount: 60000, gross_amount_frequency: 'annually' };
    expect(salaryNet(item, 0)).toBe(takeHome({ salary: '60000.00' }).net / 100);
    expect(salaryNet({ type: 'salary' }, 0)).toBeNull();
  });

  it('counts every salary after tax in the household totals, so none is left “before tax”', () => {
    const factFind = {
      ...basis.factFind,
      joint: true,
      income: {
        items: [
          { type: 'salary', owner: 'client1', gross_amount: 52000, gross_amount_frequency: 'annually' },
          { type: 'salary', owner: 'client2', gross_amount: 2500, gross_amount_frequency: 'monthly' },
        ],
      },
    };
    const totals = factFindTotals(factFind, { salaryNet: salaryNetFrom({ ...basis, factFind }) });
    const net = takeHome({ salary: '52000.00' }).net + takeHome({ salary: '30000.00', owner: 'client2' }).net;
    expect(totals.monthlyIncome.grossOnlyCount).toBe(0);
    expect(totals.monthlyIncome.net).toBe(Math.round(net / 12) / 100);
    expect(totals.monthlyIncome.net).toBeLessThan(totals.monthlyIncome.gross);
  });

  it('leaves a salary before tax when its query is refused (a UK student loan in Ireland)', () => {
    const irish = { ...basis, userRegion: 'ie' as const };
    const item = { type: 'salary', gross_amount: 40000, student_loan: 'plan2' };
    expect(salaryNetFrom(irish)(item, 0)).toBeNull();
  });

  it('never gives more than the salary, nor less than nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500_000_00 }), (pence) => {
        const net = salaryNetFrom(basis)({ type: 'salary', gross_amount: pence / 100 }, 0);
        expect(net).not.toBeNull();
        expect(net as number).toBeGreaterThanOrEqual(0);
        expect(net as number).toBeLessThanOrEqual(pence / 100);
      }),
      { numRuns: 50 },
    );
  });
});
