import { describe, expect, it } from 'vitest';
import { exampleJointHousehold as jointHousehold } from './examples.ts';
import { mulberry32, normalSource, runMonteCarlo } from './monte-carlo.ts';
import type { ForecastAssumptions } from './plan.ts';
import { defaultAssumptions, projectCashflow } from './projection.ts';

const still: ForecastAssumptions = {
  ...defaultAssumptions,
  inflation: { mean: 0.025, volatility: 0 },
  returns: {
    cash: { mean: 0.03, volatility: 0 },
    investments: { mean: 0.06, volatility: 0 },
    pensions: { mean: 0.06, volatility: 0 },
  },
};

describe('the seeded generator', () => {
  it('gives the same sequence for a seed and a different one for another', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const c = mulberry32(43);
    const first = Array.from({ length: 5 }, a);
    expect(Array.from({ length: 5 }, b)).toEqual(first);
    expect(Array.from({ length: 5 }, c)).not.toEqual(first);
    for (const value of first) expect(value >= 0 && value < 1).toBe(true);
  });

  it('draws standard normals (mean ≈ 0, variance ≈ 1 over 20 000 draws)', () => {
    const normal = normalSource(mulberry32(7));
    let sum = 0;
    let squares = 0;
    const n = 20_000;
    for (let i = 0; i < n; i++) {
      const z = normal();
      sum += z;
      squares += z * z;
    }
    expect(Math.abs(sum / n)).toBeLessThan(0.03);
    expect(Math.abs(squares / n - 1)).toBeLessThan(0.04);
  });
});

describe('runMonteCarlo', () => {
  it('is reproducible for a seed', () => {
    const one = runMonteCarlo(jointHousehold, defaultAssumptions, { paths: 200, seed: 2026 });
    const two = runMonteCarlo(jointHousehold, defaultAssumptions, { paths: 200, seed: 2026 });
    const other = runMonteCarlo(jointHousehold, defaultAssumptions, { paths: 200, seed: 2027 });
    expect(two.probabilityMoneyLasts).toBe(one.probabilityMoneyLasts);
    expect(Array.from(two.percentiles.nominal.p50)).toEqual(Array.from(one.percentiles.nominal.p50));
    expect(Array.from(two.runsOutIn)).toEqual(Array.from(one.runsOutIn));
    expect(Array.from(other.percentiles.nominal.p50)).not.toEqual(Array.from(one.percentiles.nominal.p50));
  });

  it('with no volatility, every percentile is the deterministic projection (within the tax grid’s error)', () => {
    const deterministic = projectCashflow(jointHousehold, still);
    const result = runMonteCarlo(jointHousehold, still, { paths: 50, seed: 1 });
    expect(result.years).toEqual(deterministic.years.map((row) => row.year));
    deterministic.years.forEach((row, t) => {
      const tolerance = Math.max(500, Math.abs(row.totalWealth) * 0.002);
      expect(Math.abs((result.percentiles.nominal.p50[t] as number) - row.totalWealth)).toBeLessThan(
        tolerance,
      );
      expect(result.percentiles.nominal.p10[t]).toBe(result.percentiles.nominal.p50[t]);
      expect(result.percentiles.nominal.p90[t]).toBe(result.percentiles.nominal.p50[t]);
      expect(
        Math.abs((result.percentiles.todaysMoney.p50[t] as number) - row.todaysMoney.totalWealth),
      ).toBeLessThan(tolerance);
    });
    expect(result.probabilityMoneyLasts).toBe(deterministic.runsOutIn === null ? 1 : 0);
  });

  it('with no volatility and a plan that runs out, every path runs out in the deterministic year', () => {
    const plan = { ...jointHousehold, spending: { essential: 45_000, lifestyle: 25_000 } };
    const deterministic = projectCashflow(plan, still);
    expect(deterministic.runsOutIn).not.toBeNull();
    const result = runMonteCarlo(plan, still, { paths: 20, seed: 9 });
    expect(result.probabilityMoneyLasts).toBe(0);
    expect(new Set(result.runsOutIn)).toEqual(new Set([deterministic.runsOutIn]));
  });

  it('spreads the paths when markets are volatile: p10 ≤ p50 ≤ p90, and more spending lowers the odds', () => {
    const result = runMonteCarlo(jointHousehold, defaultAssumptions, { paths: 300, seed: 5 });
    const { p10, p50, p90 } = result.percentiles.todaysMoney;
    for (let t = 0; t < result.years.length; t++) {
      expect(p10[t]).toBeLessThanOrEqual(p50[t] as number);
      expect(p50[t]).toBeLessThanOrEqual(p90[t] as number);
    }
    expect((p90.at(-1) as number) - (p10.at(-1) as number)).toBeGreaterThan(100_000);
    const spendier = runMonteCarlo(
      { ...jointHousehold, spending: { essential: 34_000, lifestyle: 18_000 } },
      defaultAssumptions,
      { paths: 300, seed: 5 },
    );
    expect(spendier.probabilityMoneyLasts).toBeLessThan(result.probabilityMoneyLasts);
  });

  it('refuses a path count that is not a whole number ≥ 1', () => {
    expect(() => runMonteCarlo(jointHousehold, defaultAssumptions, { paths: 0 })).toThrow(RangeError);
  });
});
