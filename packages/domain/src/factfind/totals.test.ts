import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualAmount, monthlyAmount } from './amounts.ts';
import { frequencies } from './template-fields.ts';
import { factFindTotals } from './totals.ts';

const pence = (amount: number) => Math.round(amount * 100);

const household = {
  joint: true,
  current_address: { ownership_status: 'Own (Mortgaged)', pricePaid: 245000, valuation: 350000 },
  property: { items: [{ type: 'buy_to_let', value: 200000, ownership_share: 50 }] },
  investments: {
    items: [
      { type: 'cash_isa', value: 15000.5 },
      { type: 'savings', value: 4000 },
    ],
  },
  pensions: {
    items: [
      { type: 'workplace_dc', current_value: 85000 },
      { type: 'defined_benefit', projected_income: 12000, current_value: 99999 },
    ],
  },
  liabilities: {
    mortgages: [{ lender: 'Northgate', balance: 180000 }],
    loans: [{ type: 'hire_purchase', balance: 6500 }],
    credit_cards: [{ provider: 'Card', balance: 1200.25 }],
  },
  income: {
    items: [
      { type: 'salary', owner: 'client1', gross_amount: 60000, gross_amount_frequency: 'annually' },
      { type: 'rental', gross_amount: 900, gross_amount_frequency: 'monthly', net_amount: 700 },
      { type: 'benefits', gross_amount: 100, gross_amount_frequency: 'weekly' },
    ],
  },
  expenditure: {
    mortgage_rent: 1200,
    council_tax: 2400,
    council_tax_frequency: 'annually',
    food: 150,
    food_frequency: 'weekly',
    holidays: 3000,
    holidays_frequency: 'annually',
    eating_out: 100,
    eating_out_frequency: 'monthly',
  },
};

describe('frequencies', () => {
  it('normalise amounts to a month and a year', () => {
    expect(monthlyAmount(2400, 'annually', 'monthly')).toBe(200);
    expect(monthlyAmount(100, 'weekly', 'monthly')).toBe(433.33);
    expect(monthlyAmount(100, 'fortnightly', 'monthly')).toBe(216.67);
    expect(monthlyAmount(100, 'four_weekly', 'monthly')).toBe(108.33);
    expect(monthlyAmount(300, 'quarterly', 'monthly')).toBe(100);
    expect(monthlyAmount(250, undefined, 'monthly')).toBe(250);
    expect(monthlyAmount(250, 'hourly', 'annually')).toBe(20.83);
    expect(annualAmount(2500, 'monthly', 'annually')).toBe(30000);
    expect(monthlyAmount('250', 'monthly', 'monthly')).toBe(0);
    expect(monthlyAmount(-5, 'monthly', 'monthly')).toBe(0);
  });

  it('turn a yearly amount into a twelfth of it, to the penny', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (monthlyPence) => {
        expect(monthlyAmount((monthlyPence * 12) / 100, 'annually', 'monthly')).toBe(monthlyPence / 100);
      }),
    );
  });
});

describe('factFindTotals', () => {
  it('works out net worth, monthly income, outgoings and surplus for a household', () => {
    const totals = factFindTotals(household, {
      salaryNet: (item) => (item.gross_amount === 60000 ? 45000 : null),
    });
    expect(totals.assets).toEqual({
      home: 350000,
      property: 100000,
      cashAndInvestments: 19000.5,
      managed: 0,
      pensions: 85000,
      total: 554000.5,
    });
    expect(totals.liabilities).toEqual({
      mortgages: 180000,
      loans: 6500,
      creditCards: 1200.25,
      total: 187700.25,
    });
    expect(totals.netWorth).toBe(366300.25);
    expect(totals.monthlyIncome).toEqual({ gross: 6333.33, net: 4883.33, grossOnlyCount: 1 });
    expect(totals.monthlyOutgoings).toEqual({ essential: 2050, discretionary: 350, total: 2400 });
    expect(totals.monthlySurplus).toBe(2483.33);
  });

  it('counts a salary before tax while its take-home is not known', () => {
    const totals = factFindTotals(household);
    expect(totals.monthlyIncome).toEqual({ gross: 6333.33, net: 6133.33, grossOnlyCount: 2 });
  });

  it('counts the home only when it is owned, at its valuation', () => {
    const renting = { ...household, current_address: { ownership_status: 'Renting', valuation: 350000 } };
    expect(factFindTotals(renting).assets.home).toBe(0);
    const unvalued = {
      ...household,
      current_address: { ownership_status: 'Own (No mortgage)', pricePaid: 1 },
    };
    expect(factFindTotals(unvalued).assets.home).toBe(0);
  });

  it('reads an empty fact-find as all zeros, and a shortfall as a negative surplus', () => {
    const empty = factFindTotals({});
    expect(empty.netWorth).toBe(0);
    expect(empty.monthlySurplus).toBe(0);
    expect(factFindTotals({ expenditure: { food: 400 } }).monthlySurplus).toBe(-400);
    expect(factFindTotals({ liabilities: { loans: [{ balance: 900 }, null, 'x'] } }).netWorth).toBe(-900);
  });

  const amount = fc.option(
    fc.integer({ min: 0, max: 5_000_000_00 }).map((p) => p / 100),
    { nil: undefined },
  );
  const frequency = fc.option(fc.constantFrom(...frequencies), { nil: undefined });
  const document = fc.record({
    investments: fc.record({ items: fc.array(fc.record({ value: amount }), { maxLength: 5 }) }),
    liabilities: fc.record({ loans: fc.array(fc.record({ balance: amount }), { maxLength: 5 }) }),
    income: fc.record({
      items: fc.array(
        fc.record({
          type: fc.constantFrom('salary', 'rental'),
          gross_amount: amount,
          gross_amount_frequency: frequency,
        }),
        { maxLength: 5 },
      ),
    }),
    expenditure: fc.record({
      food: amount,
      food_frequency: frequency,
      pets: amount,
      pets_frequency: frequency,
    }),
  });

  it('keeps every total to whole pence, and net worth and surplus exact differences of the totals', () => {
    fc.assert(
      fc.property(document, (doc) => {
        const totals = factFindTotals(doc);
        for (const value of [totals.netWorth, totals.monthlyIncome.net, totals.monthlyOutgoings.total])
          expect(Math.abs(value * 100 - pence(value))).toBeLessThan(1e-6);
        expect(pence(totals.netWorth)).toBe(pence(totals.assets.total) - pence(totals.liabilities.total));
        expect(pence(totals.monthlySurplus)).toBe(
          pence(totals.monthlyIncome.net) - pence(totals.monthlyOutgoings.total),
        );
      }),
    );
  });

  it('does not depend on the order of items, and more debt never raises net worth', () => {
    fc.assert(
      fc.property(document, amount, (doc, extra) => {
        const reversed = {
          ...doc,
          investments: { items: [...doc.investments.items].reverse() },
          income: { items: [...doc.income.items].reverse() },
        };
        expect(factFindTotals(reversed)).toEqual(factFindTotals(doc));
        const more = { ...doc, liabilities: { loans: [...doc.liabilities.loans, { balance: extra }] } };
        expect(factFindTotals(more).netWorth).toBeLessThanOrEqual(factFindTotals(doc).netWorth);
      }),
    );
  });

  describe('with the portfolio the adviser records', () => {
    const withAccounts = {
      ...household,
      investments: {
        items: [
          { type: 'stocks_isa', provider: 'Vanguard ', reference: 'isa-001', value: 20000 },
          { type: 'savings', provider: 'Vanguard', value: 4000 },
        ],
      },
      pensions: { items: [{ type: 'sipp', provider: 'AJ Bell', reference: 'S 77', current_value: 50000 }] },
    };

    it('counts its latest valuation beside the fact-find’s other investments', () => {
      const portfolio = [{ provider: 'Fidelity', reference: 'GIA-9', value: 231000.45 }];
      const without = factFindTotals(withAccounts);
      const totals = factFindTotals(withAccounts, { portfolio });
      expect(totals.assets.managed).toBe(231000.45);
      expect(totals.assets.cashAndInvestments).toBe(24000);
      expect(pence(totals.netWorth)).toBe(pence(without.netWorth) + 23100045);
    });

    it('counts an account recorded in both (same provider and reference) once, at the portfolio’s value', () => {
      const portfolio = [
        { provider: 'vanguard', reference: 'ISA-001', value: 21000 },
        { provider: 'AJ  Bell', reference: 's 77', value: 52000 },
      ];
      const totals = factFindTotals(withAccounts, { portfolio });
      expect(totals.assets.managed).toBe(73000);
      expect(totals.assets.cashAndInvestments).toBe(4000);
      expect(totals.assets.pensions).toBe(0);
    });

    it('does not match accounts without a reference', () => {
      const portfolio = [{ provider: 'Vanguard', reference: '', value: 1000 }];
      const totals = factFindTotals(withAccounts, { portfolio });
      expect(totals.assets.cashAndInvestments).toBe(24000);
      expect(totals.assets.managed).toBe(1000);
    });

    const account = fc.record({
      provider: fc.constantFrom('Vanguard', 'AJ Bell', 'Fidelity'),
      reference: fc.constantFrom('', 'A1', 'B2'),
      value: fc.integer({ min: 0, max: 1_000_000_00 }).map((p) => p / 100),
    });

    it('counts each account once whichever list holds it, and in any order', () => {
      fc.assert(
        fc.property(
          fc.array(account, { maxLength: 4 }),
          fc.array(account, { maxLength: 4 }),
          (recorded, told) => {
            const doc = { investments: { items: told } };
            const totals = factFindTotals(doc, { portfolio: recorded });
            const reversed = factFindTotals(
              { investments: { items: [...told].reverse() } },
              { portfolio: [...recorded].reverse() },
            );
            expect(reversed).toEqual(totals);
            // Never more than both lists added up, never less than the portfolio alone.
            const sum = (list: { value: number }[]) => list.reduce((total, a) => total + pence(a.value), 0);
            const counted = pence(totals.assets.total);
            expect(counted).toBeLessThanOrEqual(sum(recorded) + sum(told));
            expect(counted).toBeGreaterThanOrEqual(sum(recorded));
            expect(pence(totals.netWorth)).toBe(counted);
          },
        ),
      );
    });
  });
});
