import type { FactFindData } from '@atrium/domain/factfind/template';
import { chanceText, explainForecast } from '@atrium/domain/forecast/explain';
import { planFromFactFind } from '@atrium/domain/forecast/from-fact-find';
import { runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFinds } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { forecastSection, pdfMonteCarlo, pdfYearStep, retirementYearOf } from './pdf-forecast.ts';

// One computation: the fact-find PDF's forecast page (pdf-forecast.ts) prints the figures of the same domain
// functions the /forecast page calls (planFromFactFind, projectCashflow, runMonteCarlo with 1 000 seeded paths),
// with the firm's published assumptions and their version. The PDF's text, as a reader gets it, is checked against
// the functions' own results.

const clock = createFakeClock(new Date('2026-11-24T10:00:00Z'));
const today = '2026-11-24';
const { database, world, call } = useFactFindWorld({ clock });

const factFind: FactFindData = {
  personal_details_client1: { first_name: 'Olivia', date_of_birth: '1972-06-01' },
  employment_client1: { employment_status: 'Employed', desired_retirement_age: 62 },
  income: { items: [{ type: 'salary', gross_amount: 5200, gross_amount_frequency: 'monthly' }] },
  expenditure: { food: 900, holidays: 6000, holidays_frequency: 'annually' },
  investments: { items: [{ type: 'savings', value: 40000 }] },
  pensions: {
    items: [{ type: 'personal', current_value: 180000, employee_contribution: 5, employer_contribution: 5 }],
  },
};

const firmAssumptions = {
  ...defaultAssumptions,
  inflation: { mean: 0.02, volatility: 0.01 },
  returns: { ...defaultAssumptions.returns, pensions: { mean: 0.055, volatility: 0.11 } },
  laterLife: { fromAge: 78, lifestyleReduction: 0.25 },
};

// As the PDF prints an amount: whole pounds, '£1,234' or '-£56'.
const pounds = (value: number) => {
  const rounded = Math.round(value);
  return `${rounded < 0 ? '-' : ''}£${Math.abs(rounded).toLocaleString('en-GB')}`;
};

beforeAll(async () => {
  await database.db.insert(factFinds).values({
    firmId: world.firm.id,
    clientId: world.single.client.id,
    data: factFind,
    status: 'awaiting-review',
    submittedAt: new Date('2026-11-20T10:00:00Z'),
  });
});

const planOf = () => {
  const result = planFromFactFind(factFind, { today, region: 'uk', client: null });
  if (!('plan' in result)) throw new Error('the fixture lacks figures');
  expect(result.plan).toMatchObject({ cash: 40000, pensions: [{ value: 180000, employeePercent: 5 }] });
  return result.plan;
};

describe('the forecast page of the fact-find PDF', () => {
  it('prints the projection and the Monte Carlo figures of the domain functions, with the assumptions version', async () => {
    const admin = world.tokens.admin;
    const saved = await call('PUT', '/api/adviser/forecast/assumptions/draft', admin, {
      assumptions: firmAssumptions,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await call('POST', '/api/adviser/forecast/assumptions/publish', admin)).statusCode).toBe(201);

    const response = await call(
      'GET',
      `/api/adviser/clients/${world.single.client.id}/fact-find.pdf`,
      world.tokens.adviser,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { text } = await pdfText(response.rawPayload);

    const plan = planOf();
    const projection = projectCashflow(plan, firmAssumptions);
    const monteCarlo = runMonteCarlo(plan, firmAssumptions, { paths: 1000, seed: 1 });
    const rows = projection.years;
    const end = rows.length - 1;
    const retirement = retirementYearOf(plan) - (rows[0]?.year ?? 0);
    const band = monteCarlo.percentiles.todaysMoney;
    const age = (index: number) => String(rows[index]?.people[0]?.age);

    expect(text).toContain('Forecast: will the money last?');
    // The chance leads, then the middle future, and only then the run at the assumed returns.
    const chance = `Chance the money lasts to age 100 (1,000 simulated futures) ${chanceText(monteCarlo.probabilityMoneyLasts)}`;
    const median = `In the middle future (the median) ${
      monteCarlo.medianRunsOutIn === null
        ? `Lasts to ${rows[end]?.year}`
        : `Runs out in ${monteCarlo.medianRunsOutIn}`
    }`;
    const steady = `At the assumed returns every year ${
      projection.runsOutIn === null ? 'Lasts to age 100' : `Runs out in ${projection.runsOutIn}`
    }`;
    expect(text).toContain(chance);
    expect(text).toContain(median);
    expect(text).toContain(steady);
    expect(text.indexOf(chance)).toBeLessThan(text.indexOf(median));
    expect(text.indexOf(median)).toBeLessThan(text.indexOf(steady));
    expect(text).toContain(
      `Wealth at retirement (${rows[retirement]?.year}, age ${age(retirement)}) ${pounds(rows[retirement]?.todaysMoney.totalWealth ?? 0)}`,
    );
    expect(text).toContain(
      `Wealth at the end (${rows[end]?.year}, age ${age(end)}) ${pounds(rows[end]?.todaysMoney.totalWealth ?? 0)}`,
    );
    for (const [label, index] of [
      ['retirement', retirement],
      ['the end', end],
    ] as const) {
      expect(text).toContain(
        `Wealth at ${label}: 10th / 50th / 90th percentile ${pounds(band.p10[index] ?? 0)} / ${pounds(band.p50[index] ?? 0)} / ${pounds(band.p90[index] ?? 0)}`,
      );
    }
    // The year table: every fifth year and the last, wealth in today's money and the median path.
    for (let index = 0; index <= end; index += pdfYearStep) {
      const row = rows[index];
      // The first row runs from today to 31 December.
      expect(text).toContain(`${row?.year}${index === 0 ? ' (from 24 November)' : ''} ${age(index)} `);
      expect(text).toContain(`${pounds(row?.todaysMoney.totalWealth ?? 0)} ${pounds(band.p50[index] ?? 0)}`);
    }
    expect(text).toContain(`${rows[end]?.year} ${age(end)} `);
    // The assumptions used, with their version.
    expect(text).toContain("Version 1 of the firm's assumptions, published 24 November 2026");
    expect(text).toContain('Inflation 2 % a year, volatility 1 %');
    expect(text).toContain('Pension return 5.5 % a year, volatility 11 %');
    expect(text).toContain('Lifestyle spending 25 % lower from age 78');
    expect(text).toContain('Drawdown order cash, then ISAs, then general investments, then pensions');
    expect(text).toContain(`Monte Carlo 1,000 paths, seed ${pdfMonteCarlo.seed}`);
    // The words of the /forecast page (forecast/explain.ts): the one list, so the page and the PDF agree.
    const explained = explainForecast({
      plan,
      projection,
      assumptions: firmAssumptions,
      version: 1,
      names: ['Olivia', 'the partner'],
      money: (amount, region) =>
        `${region === 'ie' ? '€' : '£'}${Math.round(amount).toLocaleString('en-GB')}`,
    });
    for (const line of explained.assumptions) expect(text).toContain(`${line.topic} ${line.text}`);
    expect(text).toContain('£12,548 a year for Olivia from 1 June 2039');
  });

  it('gives each amount its own currency: an Irish State Pension in euros', () => {
    const irish = forecastSection({
      factFind: {
        ...factFind,
        employment_client1: {
          ...(factFind.employment_client1 as Record<string, unknown>),
          country_domiciled: 'Ireland',
        },
      },
      region: 'ie',
      today,
      client: null,
      assumptions: { version: 0, is_default: true, published_at: null, assumptions: defaultAssumptions },
      currencySymbol: '€',
    });
    const said = JSON.stringify([irish.summary, irish.years, irish.assumptions, irish.notes]);
    // €299.30 × 52 = €15,563.60: it read "£15,564".
    expect(said).toContain('Ireland €15,564 a year');
    expect(said).toContain('€15,564 a year for Olivia from 1 June 2038');
    expect(said).not.toContain('£');
    // A UK household's page shows the UK rate, in pounds, and no Irish rate in pounds ("Ireland £15,564" before).
    const british = JSON.stringify(
      forecastSection({
        factFind,
        region: 'uk',
        today,
        client: null,
        assumptions: { version: 0, is_default: true, published_at: null, assumptions: defaultAssumptions },
        currencySymbol: '£',
      }),
    );
    expect(british).toContain('UK £12,548 a year');
    expect(british).not.toContain('£15,564');
    expect(british).not.toContain('€');
  });

  it('names the year the money runs out, as the projection does', () => {
    const spendthrift: FactFindData = {
      ...factFind,
      expenditure: { food: 9000, holidays: 40000, holidays_frequency: 'annually' },
    };
    const version = { version: 0, is_default: true, published_at: null, assumptions: defaultAssumptions };
    const section = forecastSection({
      factFind: spendthrift,
      region: 'uk',
      today,
      client: null,
      assumptions: version,
      currencySymbol: '£',
    });
    const result = planFromFactFind(spendthrift, { today, region: 'uk', client: null });
    if (!('plan' in result)) throw new Error('the fixture lacks figures');
    const projection = projectCashflow(result.plan, defaultAssumptions);
    expect(projection.runsOutIn).not.toBeNull();
    const age = (projection.runsOutIn ?? 0) - 1972;
    expect(section.summary.find((row) => row.label === 'At the assumed returns every year')).toEqual({
      label: 'At the assumed returns every year',
      values: [`Runs out in ${projection.runsOutIn} (age ${age})`],
    });
  });

  it('says what is still needed when the fact-find lacks figures, and the defaults as version 0', () => {
    const section = forecastSection({
      factFind: {},
      region: 'uk',
      today,
      client: null,
      assumptions: { version: 0, is_default: true, published_at: null, assumptions: defaultAssumptions },
      currencySymbol: '£',
    });
    // About the household by name (none given yet: "the client"), never "your": the firm reads it.
    expect(section.missing).toEqual([
      'The client’s date of birth',
      'The client’s income',
      'The client’s spending',
    ]);
    expect(section.years).toEqual([]);
    expect(section.assumptions[0]?.values[0]).toMatch(/^Version 0: Atrium's standard assumptions/);
  });
});
