import { netSalaryResponseSchema } from '@atrium/domain/contract/net-salary';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { factFinds } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser, createToken } from '../../test/factories.ts';

const clock = createFakeClock(new Date('2026-11-21T10:00:00Z'));
const url = (clientId: number, query: string) => `/api/clients/${clientId}/calculate-net-salary?${query}`;

async function startFactFind(db: Db, firmId: number, clientId: number, data: Record<string, unknown>) {
  await db.insert(factFinds).values({ firmId, clientId, data });
}

async function irishClient(db: Db, firmId: number, adviserId: number, dob: string) {
  const person = await createClientUser(db, { firmId, adviserId, name: 'Aoife Byrne', region: 'ie', dob });
  const token = await createToken(db, {
    userId: person.user.id,
    expiresAt: new Date('2100-01-01T00:00:00Z'),
  });
  return { ...person, token };
}

const { database, t, world, call } = useFactFindWorld({ clock });

describe('GET /api/clients/{clientId}/calculate-net-salary', () => {
  it('answers the contract’s fields for the client themself, by default in the current UK tax year', async () => {
    const response = await call('GET', url(world.single.client.id, 'salary=30000'), world.tokens.single);
    expect(response.statusCode).toBe(200);
    // gov.uk rates, 2026/27: tax 17,430 × 20 %, NI 17,430 × 8 %.
    expect(netSalaryResponseSchema.strict().parse(response.json())).toEqual({
      data: {
        gross: 30_000,
        income_tax: 3_486,
        national_insurance: 1_394.4,
        usc: 0,
        prsi: 0,
        pension: 0,
        student_loan: 0,
        net: 25_119.6,
        net_monthly: 2_093.3,
        tax_year: '2026/27',
        region: 'uk',
      },
    });
  });

  it('applies the pension method, the student loans and a given year and region', async () => {
    const query =
      'salary=50%2C000&region=uk&tax_year=2025-26&pension_percent=5&pension_method=salary_sacrifice&student_loan=plan2,postgraduate';
    const response = await call('GET', url(world.single.client.id, query), world.tokens.single);
    expect(response.statusCode).toBe(200);
    // Pay after sacrifice £47,500: plan 2 (2025/26, £28,470) 9 %, postgraduate 6 % above £21,000.
    expect(response.json().data).toMatchObject({
      gross: 50_000,
      pension: 2_500,
      income_tax: 6_986,
      national_insurance: 2_794.4,
      student_loan: 1_712.7 + 1_590,
      tax_year: '2025/26',
    });
  });

  it('finds the tax year from the app clock: before 6 April it is the year before', async () => {
    clock.set(new Date('2026-04-05T12:00:00Z'));
    try {
      const response = await call('GET', url(world.single.client.id, 'salary=20000'), world.tokens.single);
      expect(response.json().data.tax_year).toBe('2025/26');
    } finally {
      clock.set(new Date('2026-11-21T10:00:00Z'));
    }
  });

  it('reads the region from the fact-find: domicile, then a Scottish address, per person', async () => {
    const { firm, joint } = world;
    await startFactFind(database.db, firm.id, joint.client.id, {
      joint: true,
      employment_client1: { country_domiciled: 'United Kingdom' },
      employment_client2: { country_domiciled: 'Ireland' },
      current_address: { postcode: 'eh1 1yz' },
    });
    const first = await call('GET', url(joint.client.id, 'salary=33000'), world.tokens.joint);
    // Deloitte's 2026/27 Scottish example: tax £4,081.07, take-home £27,284.53.
    expect(first.json().data).toMatchObject({ region: 'scotland', income_tax: 4_081.07, net: 27_284.53 });

    const partner = await call('GET', url(joint.client.id, 'salary=36000&owner=client2'), world.tokens.joint);
    // Grant Thornton's Budget 2026 example: tax €3,200, USC €612.82, PRSI €1,525.50.
    expect(partner.json().data).toMatchObject({
      region: 'ie',
      tax_year: '2026',
      income_tax: 3_200,
      usc: 612.82,
      prsi: 1_525.5,
      national_insurance: 0,
    });

    const asked = await call('GET', url(joint.client.id, 'salary=33000&region=uk'), world.tokens.joint);
    expect(asked.json().data.region).toBe('uk');
  });

  it("falls back to the client user's region, and relieves Irish pensions by the client's age", async () => {
    // 30 by 31 December 2026: relief up to 20 % of pay.
    const aoife = await irishClient(database.db, world.firm.id, world.adviser.id, '1996-12-31');
    const response = await call('GET', url(aoife.client.id, 'salary=60000&pension_percent=25'), aoife.token);
    expect(response.json().data).toMatchObject({
      region: 'ie',
      pension: 15_000,
      // Taxable 60,000 − 12,000: 8,800 + 1,600 − 4,000 of credits.
      income_tax: 6_400,
    });
  });

  it('stops NI at State Pension age and PRSI at 66, and charges the reduced USC from 70, by date of birth', async () => {
    // Born 6 June 1960: State Pension age at 66 years and 3 months, 6 September 2026, so April to August's pay
    // days carry NI: 1,394.40 × 5/12.
    const retiring = await createClientUser(database.db, {
      firmId: world.firm.id,
      adviserId: world.adviser.id,
      dob: '1960-06-06',
    });
    const retiringToken = await createToken(database.db, {
      userId: retiring.user.id,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    const uk = await call('GET', url(retiring.client.id, 'salary=30000&region=uk'), retiringToken);
    expect(uk.json().data).toMatchObject({ national_insurance: 581, income_tax: 3_486 });

    // 71 in 2026 and past 66: no PRSI, USC at 0.5 % to €12,012 and 2 % above.
    const seamus = await irishClient(database.db, world.firm.id, world.adviser.id, '1955-03-01');
    const ie = await call('GET', url(seamus.client.id, 'salary=36000'), seamus.token);
    expect(ie.json().data).toMatchObject({ region: 'ie', prsi: 0, usc: 539.82 });
  });

  it('lets the client’s adviser and the firm’s admins ask, and nobody else', async () => {
    const id = world.single.client.id;
    for (const token of [world.tokens.adviser, world.tokens.admin]) {
      expect((await call('GET', url(id, 'salary=30000'), token)).statusCode).toBe(200);
    }
    for (const token of [
      world.tokens.joint,
      world.tokens.otherAdviser,
      world.tokens.stranger,
      world.tokens.strangerAdmin,
    ]) {
      const response = await call('GET', url(id, 'salary=30000'), token);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await call('GET', url(999_999, 'salary=30000'), world.tokens.admin)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: url(id, 'salary=nonsense') });
    expect(anonymous.statusCode).toBe(401);
  });

  it.each([
    ['', 'salary', 'The salary field is required.'],
    ['salary=abc', 'salary', 'The salary must be an amount'],
    ['salary=-5', 'salary', 'The salary must be an amount'],
    ['salary=10000000.01', 'salary', 'The salary must be an amount'],
    ['salary=1.234', 'salary', 'The salary must be an amount'],
    ['salary=1&salary=2', 'salary', 'Give this value once.'],
    ['salary=1&region=wales', 'region', 'The region must be uk, scotland or ie.'],
    ['salary=1&tax_year=2024/25', 'tax_year', 'The tax year must be 2025/26 or 2026/27 for this region.'],
    ['salary=1&region=ie&tax_year=2026/27', 'tax_year', 'The tax year must be 2025 or 2026 for this region.'],
    ['salary=1&pension_percent=101', 'pension_percent', 'The pension percent must be a number from 0 to 100'],
    [
      'salary=1&pension_percent=5.555',
      'pension_percent',
      'The pension percent must be a number from 0 to 100',
    ],
    ['salary=1&pension_method=ras', 'pension_method', 'The pension method must be salary_sacrifice'],
    ['salary=1&student_loan=plan3', 'student_loan', 'The student loan must be plan1'],
    ['salary=1&student_loan=plan1,plan2', 'student_loan', 'The student loan must be plan1'],
    ['salary=1&region=ie&student_loan=plan2', 'student_loan', 'Student loan repayments through pay'],
    ['salary=1&region=ie&pension_method=relief_at_source', 'pension_method', 'In Ireland, pension'],
    ['salary=1&owner=client3', 'owner', 'The owner must be client1 or client2.'],
  ])('refuses ?%s with a 422 on %s', async (query, field, message) => {
    const response = await call('GET', url(world.single.client.id, query), world.tokens.single);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors[field][0]).toContain(message);
  });
});
