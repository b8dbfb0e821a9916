import { describe, expect, it } from 'vitest';
import { exampleJointHousehold } from './examples.ts';
import { chanceText, explainForecast, longDate, outcomeOf } from './explain.ts';
import { runMonteCarlo } from './monte-carlo.ts';
import type { ForecastPlan } from './plan.ts';
import { defaultAssumptions, projectCashflow } from './projection.ts';

const money = (amount: number, region: string) =>
  `${region === 'ie' ? '€' : '£'}${Math.round(amount).toLocaleString('en-GB')}`;

function explain(plan: ForecastPlan, thresholds: 'frozen' | 'indexed' = 'frozen') {
  return explainForecast({
    plan,
    projection: projectCashflow(plan),
    assumptions: { ...defaultAssumptions, thresholds },
    version: 3,
    names: ['you', 'your partner'],
    money,
  });
}

const text = (lines: { text: string }[]) => lines.map((line) => line.text).join('\n');

describe('the assumptions a reader needs, in words', () => {
  it('names each person’s State Pension date and amount, in its own currency', () => {
    const said = text(explain(exampleJointHousehold).assumptions);
    // Born 20 May 1972 and 2 November 1975: 67, on the birthday in 2039 and 2042.
    expect(said).toContain('£12,548 a year for you from 20 May 2039');
    expect(said).toContain('£12,548 a year for your partner from 2 November 2042');
    const irish: ForecastPlan = {
      ...exampleJointHousehold,
      people: [
        { ...exampleJointHousehold.people[0], region: 'ie' },
        { ...(exampleJointHousehold.people[1] as ForecastPlan['people'][0]), region: 'ie' },
      ],
      jointAssessment: true,
    };
    const saidIrish = text(explain(irish).assumptions);
    expect(saidIrish).toContain('€15,564 a year for you from 20 May 2038');
    expect(saidIrish).not.toContain('£15,564');
    expect(saidIrish).toContain('joint assessment');
    expect(saidIrish).toContain('€36,000');
  });

  it('says the thresholds are frozen by law to April 2031, and what is assumed after', () => {
    expect(text(explain(exampleJointHousehold).assumptions)).toContain(
      'frozen by law to 5 April 2031; after that we assume they stay frozen',
    );
    expect(text(explain(exampleJointHousehold, 'indexed').assumptions)).toContain(
      'after that we assume they rise with prices',
    );
  });

  it('says income after tax is after pension contributions, how partners draw, and that wealth is not net worth', () => {
    const said = text(explain(exampleJointHousehold).assumptions);
    expect(said).toContain(
      'after income tax, National Insurance, student loan repayments and pension contributions',
    );
    expect(said).toContain('so both of you use your allowances');
    expect(said).toContain('It is not net worth');
    expect(said).toContain('version 3');
  });

  it('says where the minimum pension age moved a drawing', () => {
    // Born 20 May 1972: 55 in 2027, while the minimum is still 55.
    const early: ForecastPlan = {
      ...exampleJointHousehold,
      pensions: [
        {
          ...(exampleJointHousehold.pensions[0] as ForecastPlan['pensions'][0]),
          drawdownAge: 50,
          taxFreeCashAge: 50,
          label: 'Aviva',
        },
      ],
    };
    expect(explain(early).adjustments).toEqual([
      'The pension with Aviva (you) was to be drawn from age 50; the minimum pension age allows it from 55, so the forecast draws it from then.',
    ]);
  });
});

describe('the outcome leads with its chance', () => {
  it('puts the chance first and the median’s run-out year before the steady line', () => {
    expect(
      outcomeOf({
        probabilityMoneyLasts: 0.38,
        medianRunsOutIn: 2071,
        steadyRunsOutIn: null,
        lastYear: 2086,
        whose: 'your',
      }),
    ).toEqual({
      chance: '38%',
      headline: 'Chance your money lasts to age 100: 38%',
      median: 'In the middle of the simulated futures (the median), it runs out in 2071.',
      steady: 'If markets returned exactly the assumed figures every year, it would last to 2086.',
    });
  });

  it('chance in whole percent, never 0 or 100 when some futures differ', () => {
    expect([chanceText(0.995), chanceText(0.004), chanceText(1), chanceText(0.5)]).toEqual([
      'over 99%',
      'under 1%',
      '100%',
      '50%',
    ]);
    expect(longDate('2046-06-15')).toBe('15 June 2046');
  });

  it('the median run-out year is the middle path’s: with still markets, the steady run’s', () => {
    const spender: ForecastPlan = {
      ...exampleJointHousehold,
      spending: { essential: 60_000, lifestyle: 20_000 },
    };
    const still = {
      ...defaultAssumptions,
      inflation: { mean: 0.025, volatility: 0 },
      returns: {
        cash: { mean: 0.03, volatility: 0 },
        investments: { mean: 0.06, volatility: 0 },
        pensions: { mean: 0.06, volatility: 0 },
      },
    };
    const steady = projectCashflow(spender, still).runsOutIn;
    expect(steady).not.toBeNull();
    expect(runMonteCarlo(spender, still, { paths: 5 }).medianRunsOutIn).toBe(steady);
    expect(runMonteCarlo(exampleJointHousehold, still, { paths: 5 }).medianRunsOutIn).toBeNull();
  });
});
