import {
  type FinancesSummaryResponse,
  financesSummaryResponseSchema,
} from '@atrium/domain/contract/finances';
import type { FactFindTotals } from '@atrium/domain/factfind/totals';
import { formatMoney } from '@atrium/domain/money/format';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, factFinds, users } from '../../db/schema.ts';
import { demoLogins } from '../../db/seed/demo-logins.ts';
import { insertHeldAccount } from '../../test/client-records.ts';
import { useDemoApp } from '../../test/demo.ts';
import { factFindWorld } from '../../test/factfind.ts';
import { createClientUser } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';

// One set of figures: GET …/finances/summary and the fact-find PDF (its text, as a reader gets it) show the same
// household totals to the penny, for the seeded demo household and for generated ones.

let world: Awaited<ReturnType<typeof factFindWorld>>;
const { database, t, call, session } = useDemoApp();

beforeAll(async () => {
  world = await factFindWorld(database.db);
});

const summaryUrl = (clientId: number) => `/api/clients/${clientId}/finances/summary`;
const pdfUrl = (clientId: number) => `/api/adviser/clients/${clientId}/fact-find.pdf`;

// As the PDF prints an amount, by the one formatter (packages/domain/src/money/format.ts): '£8,708.33', '£410,000',
// '-£12.50' (the PDF's fonts write its minus sign as a hyphen-minus).
const pounds = (value: number) => formatMoney(value, '£').replace('−', '-');

// Every figure of the totals with the label the PDF prints it under.
function pdfLines(totals: FactFindTotals): string[] {
  const rows: [string, number][] = [
    ['Home', totals.assets.home],
    ['Other property', totals.assets.property],
    ['Cash and investments', totals.assets.cashAndInvestments],
    ['Investments we look after', totals.assets.managed],
    ['Pensions', totals.assets.pensions],
    ['Total assets', totals.assets.total],
    ['Mortgages', totals.liabilities.mortgages],
    ['Loans', totals.liabilities.loans],
    ['Credit cards', totals.liabilities.creditCards],
    ['Total liabilities', totals.liabilities.total],
    ['Net worth', totals.netWorth],
    ['Monthly income before tax', totals.monthlyIncome.gross],
    ['Monthly income after tax', totals.monthlyIncome.net],
    ['Essential spending a month', totals.monthlyOutgoings.essential],
    ['Lifestyle spending a month', totals.monthlyOutgoings.discretionary],
    ['Monthly surplus (shortfall if negative)', totals.monthlySurplus],
  ];
  return rows.map(([label, value]) => `${label} ${pounds(value)}`);
}

async function summaryOf(clientId: number, token: string): Promise<FinancesSummaryResponse['data']> {
  const response = await call('GET', summaryUrl(clientId), token);
  expect(response.statusCode).toBe(200);
  return financesSummaryResponseSchema.strict().parse(response.json()).data;
}

async function expectPdfToAgree(clientId: number, adviserToken: string, totals: FactFindTotals) {
  const response = await call('GET', pdfUrl(clientId), adviserToken);
  expect(response.statusCode).toBe(200);
  const { text } = await pdfText(response.rawPayload);
  for (const line of pdfLines(totals)) expect(text).toContain(line);
  if (totals.monthlyIncome.grossOnlyCount === 0) expect(text).not.toContain('Incomes counted before tax');
}

async function login(email: string): Promise<{ token: string; clientId: number | null }> {
  const { token, user } = await session(email);
  return { token, clientId: user.client?.id ?? null };
}

// A joint household's full fact-find, as the demo client fills it in: two salaries (one with a pension and a
// student loan), rent, an owned home, an ISA the adviser also records (Aviva ISA-204817), debts and spending.
const demoHousehold = {
  joint: true,
  personal_details_client1: { first_name: 'James', last_name: 'Carter', date_of_birth: '1978-04-12' },
  personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1980-09-03' },
  employment_client1: { employment_status: 'Employed', country_domiciled: 'United Kingdom' },
  employment_client2: { employment_status: 'Employed', country_domiciled: 'United Kingdom' },
  current_address: {
    postcode: 'ZZ1 1ZZ',
    ownership_status: 'Own (Mortgaged)',
    pricePaid: 425000,
    valuation: 410000,
  },
  income: {
    items: [
      {
        type: 'salary',
        owner: 'client1',
        gross_amount: 72000,
        gross_amount_frequency: 'annually',
        pension_percent: 5,
        pension_method: 'salary_sacrifice',
      },
      {
        type: 'salary',
        owner: 'client2',
        gross_amount: 2850,
        gross_amount_frequency: 'monthly',
        student_loan: 'plan2',
      },
      { type: 'rental', gross_amount: 950, gross_amount_frequency: 'monthly', net_amount: 700 },
    ],
  },
  investments: {
    items: [
      { type: 'stocks_isa', provider: 'Aviva', reference: 'ISA-204817', value: 50000 },
      { type: 'savings', provider: 'Nationwide', value: 12500.5 },
    ],
  },
  pensions: { items: [{ type: 'workplace_dc', provider: 'Scottish Widows', current_value: 64000 }] },
  liabilities: {
    mortgages: [{ lender: 'Northgate', balance: 262000 }],
    credit_cards: [{ provider: 'Card', balance: 1430.27 }],
  },
  expenditure: {
    mortgage_rent: 1650,
    council_tax: 2100,
    council_tax_frequency: 'annually',
    food: 140,
    food_frequency: 'weekly',
    holidays: 4200,
    holidays_frequency: 'annually',
  },
};

async function submittedFactFind(firmId: number, clientId: number, data: Record<string, unknown>) {
  await database.db.insert(factFinds).values({
    firmId,
    clientId,
    // As JSON, as a saved document is (fast-check's records have no prototype, which Drizzle cannot read).
    data: JSON.parse(JSON.stringify(data)),
    status: 'awaiting-review',
    submittedAt: new Date('2026-11-20T10:00:00Z'),
  });
}

describe('the seeded demo household', () => {
  it('has the same totals in GET …/finances/summary and the PDF, every salary after tax and the portfolio once', async () => {
    const client = await login(demoLogins.client);
    const adviser = await login(demoLogins.adviser);
    const clientId = client.clientId as number;
    const [row] = await database.db.select().from(clients).where(eq(clients.id, clientId));
    if (!row) throw new Error('demo client missing');
    await submittedFactFind(row.firmId, clientId, demoHousehold);

    const summary = await summaryOf(clientId, client.token);
    expect(await summaryOf(clientId, adviser.token)).toEqual(summary);
    const { totals, portfolio } = summary;
    // Both salaries are counted at their take-home pay: nothing before tax.
    expect(totals.monthlyIncome.grossOnlyCount).toBe(0);
    expect(totals.monthlyIncome.net).toBeLessThan(totals.monthlyIncome.gross);
    // The adviser's three accounts count; the ISA the client also lists counts once, at the adviser's valuation.
    expect(portfolio.map((account) => account.reference).sort()).toEqual([
      'GIA-7781',
      'ISA-204817',
      'SIPP-55012',
    ]);
    const recorded = portfolio.reduce((sum, account) => sum + Math.round(account.value * 100), 0);
    expect(Math.round(totals.assets.managed * 100)).toBe(recorded);
    expect(totals.assets.cashAndInvestments).toBe(12500.5);

    await expectPdfToAgree(clientId, adviser.token, totals);
  });
});

// Generated households: any mix of salaries, other incomes, accounts (some also in the adviser's portfolio),
// debts and spending.
const amount = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((pence) => pence / 100);
const provider = fc.constantFrom('Aviva', 'Vanguard', 'Hargreaves Lansdown');
const reference = fc.constantFrom('', 'A-1', 'B-2');
const household = fc.record({
  joint: fc.boolean(),
  current_address: fc.record({
    ownership_status: fc.constantFrom('Own (Mortgaged)', 'Own (No mortgage)', 'Renting'),
    valuation: amount(900_000),
  }),
  income: fc.record({
    items: fc.array(
      fc.oneof(
        fc.record({
          type: fc.constant('salary'),
          owner: fc.constantFrom('client1', 'client2'),
          gross_amount: amount(150_000),
          gross_amount_frequency: fc.constantFrom('annually', 'monthly'),
          pension_percent: fc.integer({ min: 0, max: 10 }),
          pension_method: fc.constantFrom('salary_sacrifice', 'net_pay', 'relief_at_source'),
        }),
        fc.record({
          type: fc.constant('rental'),
          gross_amount: amount(2_000),
          gross_amount_frequency: fc.constant('monthly'),
          net_amount: amount(1_500),
        }),
      ),
      { maxLength: 4 },
    ),
  }),
  investments: fc.record({
    items: fc.array(
      fc.record({ type: fc.constant('stocks_isa'), provider, reference, value: amount(200_000) }),
      {
        maxLength: 3,
      },
    ),
  }),
  liabilities: fc.record({ loans: fc.array(fc.record({ balance: amount(30_000) }), { maxLength: 2 }) }),
  expenditure: fc.record({
    food: amount(1_500),
    holidays: amount(10_000),
    holidays_frequency: fc.constant('annually'),
  }),
});
const accounts = fc.uniqueArray(fc.record({ provider, reference, value: amount(300_000) }), {
  maxLength: 3,
  selector: (account) => `${account.provider}|${account.reference}`,
});

describe('generated households', () => {
  const cases = fc.sample(fc.tuple(household, accounts), { numRuns: 3, seed: 14 });

  it.each(cases.map((c, i) => [i, c] as const))(
    'agree to the penny (household %i)',
    async (_, [data, recorded]) => {
      const { db } = database;
      const { client, user } = await createClientUser(db, {
        firmId: world.firm.id,
        adviserId: world.adviser.id,
        name: 'Generated Client',
        jointName: data.joint ? 'Generated Partner' : null,
        dob: '1982-06-01',
      });
      await db.update(users).set({ region: 'uk' }).where(eq(users.id, user.id));
      for (const account of recorded) {
        await insertHeldAccount(
          db,
          { firmId: world.firm.id, clientId: client.id, accountType: 'isa', currency: 'GBP', ...account },
          {
            fundName: 'Global Equity',
            isin: 'GB00B3X7QG63',
            units: 1,
            price: account.value,
            value: account.value,
            valuationDate: '2026-09-30',
          },
        );
      }
      await submittedFactFind(world.firm.id, client.id, data);

      const { totals } = await summaryOf(client.id, world.tokens.adviser);
      // Every salary after tax (rents come with their amount after tax): nothing counted before tax.
      expect(totals.monthlyIncome.grossOnlyCount).toBe(0);
      await expectPdfToAgree(client.id, world.tokens.adviser, totals);
    },
  );
});

describe('who may read the summary', () => {
  it('the client their own, their adviser and the firm’s admins; anyone else is told it does not exist', async () => {
    const clientId = world.joint.client.id;
    for (const token of [world.tokens.joint, world.tokens.adviser, world.tokens.admin]) {
      expect((await call('GET', summaryUrl(clientId), token)).statusCode).toBe(200);
    }
    for (const token of [world.tokens.single, world.tokens.otherAdviser, world.tokens.strangerAdmin]) {
      const response = await call('GET', summaryUrl(clientId), token);
      expect(response.statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: summaryUrl(clientId) })).statusCode).toBe(401);
  });

  it('gives an empty fact-find all zeros and no portfolio', async () => {
    const data = await summaryOf(world.single.client.id, world.tokens.single);
    expect(data.portfolio).toEqual([]);
    expect(data.totals.netWorth).toBe(0);
    expect(data.totals.monthlySurplus).toBe(0);
  });
});
