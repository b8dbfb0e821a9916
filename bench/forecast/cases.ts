// The cases bench/forecast times, shared by the Node run (run.ts) and the browser bundle (browser-entry.ts) so both
// time the same calls: the deterministic projection and the Monte Carlo run of examples.ts's joint household.
import { exampleJointHousehold } from '@atrium/domain/forecast/examples';
import { type MonteCarloResult, runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';

export const seed = 2026;

export const time = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

export const deterministic = () => projectCashflow(exampleJointHousehold, defaultAssumptions);
export const monteCarlo = (paths: number) =>
  runMonteCarlo(exampleJointHousehold, defaultAssumptions, { paths, seed });

// A few of the run's figures as text: the browser's run must give the same as Node's, or it timed something else.
export function fingerprint(result: MonteCarloResult): string {
  const last = result.years.length - 1;
  const { p10, p50, p90 } = result.percentiles.todaysMoney;
  const shortfalls = result.runsOutIn.reduce((sum, year) => sum + (year === 0 ? 0 : 1), 0);
  return [
    result.probabilityMoneyLasts,
    p10[last]?.toFixed(2),
    p50[last]?.toFixed(2),
    p90[last]?.toFixed(2),
    shortfalls,
  ].join('|');
}

export type ThreadMeasurement = {
  years: number;
  fingerprint: string;
  cold: { deterministicMs: number; monteCarloMs: number };
  warm: { deterministicMs: number[]; monteCarloMs: number[] };
};

// In a fresh thread (a new worker, a new page): the first deterministic run and the first Monte Carlo run (it
// builds the tax grids from the take-home engine, packages/domain/src/forecast/tax.ts), then `warmRuns` of each.
export function measureThisThread(paths: number, warmRuns: number): ThreadMeasurement {
  const cold = { deterministicMs: time(deterministic), monteCarloMs: time(() => monteCarlo(paths)) };
  const warm: ThreadMeasurement['warm'] = { deterministicMs: [], monteCarloMs: [] };
  for (let run = 0; run < warmRuns; run++) {
    warm.deterministicMs.push(time(deterministic));
    warm.monteCarloMs.push(time(() => monteCarlo(paths)));
  }
  return { years: deterministic().years.length, fingerprint: fingerprint(monteCarlo(paths)), cold, warm };
}
