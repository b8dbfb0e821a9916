// bench/forecast: the lifetime cashflow forecast of packages/domain/src/forecast — the deterministic projection
// and 1 000 Monte Carlo paths for a joint household to the younger's 100 — timed against the 100 ms target
// (docs/forecast.md). Unpinned and pinned to one core (where taskset exists), alternating, median of the rounds.
//   npm run bench:forecast -- [rounds=7] [paths=1000]
import { exampleJointHousehold } from '@atrium/domain/forecast/examples';
import { runMonteCarlo } from '@atrium/domain/forecast/monte-carlo';
import { defaultAssumptions, projectCashflow } from '@atrium/domain/forecast/projection';
import { hasTaskset, machineInfo, pinSelf, writeResults } from '../lib/machine.ts';
import { fmt, median } from '../lib/stats.ts';

const rounds = Math.max(3, Number(process.argv[2] ?? 7));
const paths = Number(process.argv[3] ?? 1000);
if (!(paths >= 1 && paths <= 100_000)) throw new Error('paths: 1 … 100000');
const targetMs = 100;

const time = (run: () => unknown) => {
  const start = performance.now();
  run();
  return performance.now() - start;
};
const deterministic = () => projectCashflow(exampleJointHousehold, defaultAssumptions);
const monteCarlo = () => runMonteCarlo(exampleJointHousehold, defaultAssumptions, { paths, seed: 2026 });

// The first run in a fresh process builds the Monte Carlo tax grids from the take-home engine (what a browser's
// first forecast pays); the rounds after it reuse them.
const coldDeterministic = time(deterministic);
const coldMonteCarlo = time(monteCarlo);
const years = deterministic().years.length;
console.log(
  `bench/forecast: joint household, ${years} years, ${paths} paths, ${rounds} rounds, Node ${process.version}`,
);
console.log(
  `cold (first run): deterministic ${fmt.ms(coldDeterministic)}  monte carlo ${fmt.ms(coldMonteCarlo)}`,
);

type Mode = 'unpinned' | 'pinned';
const canPin = hasTaskset();
const samples: Record<Mode, { deterministic: number[]; monteCarlo: number[] }> = {
  unpinned: { deterministic: [], monteCarlo: [] },
  pinned: { deterministic: [], monteCarlo: [] },
};
for (let round = 1; round <= rounds; round++) {
  const order: Mode[] = round % 2 === 1 ? ['unpinned', 'pinned'] : ['pinned', 'unpinned'];
  for (const mode of order) {
    if (mode === 'pinned' && !canPin) continue;
    if (canPin) pinSelf(mode === 'pinned' ? '1' : '0-1');
    const d = time(deterministic);
    const m = time(monteCarlo);
    samples[mode].deterministic.push(d);
    samples[mode].monteCarlo.push(m);
    console.log(`round ${round} ${mode.padEnd(8)} deterministic ${fmt.ms(d)}  monte carlo ${fmt.ms(m)}`);
  }
}
if (canPin) pinSelf('0-1');

const summary: Record<string, { deterministicMs: number; monteCarloMs: number }> = {};
for (const mode of ['unpinned', 'pinned'] as const) {
  if (samples[mode].monteCarlo.length === 0) continue;
  const d = median(samples[mode].deterministic);
  const m = median(samples[mode].monteCarlo);
  summary[mode] = { deterministicMs: d, monteCarloMs: m };
  console.log(
    `${mode} (median): deterministic ${fmt.ms(d)}  monte carlo ${fmt.ms(m)}  ` +
      `target ${paths} paths ≤ ${targetMs} ms ${m <= targetMs ? 'met' : 'NOT met'}`,
  );
}
if (!canPin) console.log('pinned: taskset not found, not measured');
const headline = summary.unpinned?.monteCarloMs ?? Number.NaN;
const path = writeResults('forecast', {
  machine: machineInfo(),
  years,
  paths,
  rounds,
  cold: { deterministicMs: coldDeterministic, monteCarloMs: coldMonteCarlo },
  summary,
  samples,
  targetMs,
});
console.log(`results: ${path}`);
console.log(`ratio monte carlo / target (unpinned): ${fmt.ratio(headline / targetMs)}`);
