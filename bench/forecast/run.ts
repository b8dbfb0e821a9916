// bench/forecast: the lifetime cashflow forecast of packages/domain/src/forecast — the deterministic projection
// and 1 000 Monte Carlo paths for a joint household to the younger's 100 — timed against the 100 ms target
// (docs/forecast.md), in Node (the server, for the PDF) and in Chromium inside a Web Worker (the portal), the same
// cases (cases.ts) side by side, unpinned and pinned to CPU 1, plus Chromium at 4× CPU throttling (chromium.ts).
// Every sample is a fresh process / worker / page: its first runs (cold: they build the tax grids) and then
// `warmRuns` warm runs. Medians and p95s of the samples.
//   npm run bench:forecast -- [samples=5] [warmRuns=10] [paths=1000]     (BENCH_PORT, default 3787; CHROMIUM_PATH)
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { hasTaskset, machineInfo, pinned, writeResults } from '../lib/machine.ts';
import { fmt, median, percentile } from '../lib/stats.ts';
import type { ThreadMeasurement } from './cases.ts';
import { type ChromiumCase, type ChromiumMode, measureInChromium } from './chromium.ts';

const samples = Math.max(3, Number(process.argv[2] ?? 5));
const warmRuns = Math.max(1, Number(process.argv[3] ?? 10));
const paths = Number(process.argv[4] ?? 1000);
if (!(paths >= 1 && paths <= 100_000)) throw new Error('paths: 1 … 100000');
const port = Number(process.env.BENCH_PORT ?? 3787);
const throttle = 4;
const targetMs = 100;
const machine = machineInfo();

type Series = {
  coldDeterministicMs: number[];
  coldMonteCarloMs: number[];
  deterministicMs: number[];
  monteCarloMs: number[];
  startMs: number[];
  fingerprints: Set<string>;
  years: number;
};
const series = new Map<string, Series>();
function record(name: string, measured: ThreadMeasurement, startMs: number | null) {
  let entry = series.get(name);
  if (!entry) {
    entry = {
      coldDeterministicMs: [],
      coldMonteCarloMs: [],
      deterministicMs: [],
      monteCarloMs: [],
      startMs: [],
      fingerprints: new Set(),
      years: measured.years,
    };
    series.set(name, entry);
  }
  entry.coldDeterministicMs.push(measured.cold.deterministicMs);
  entry.coldMonteCarloMs.push(measured.cold.monteCarloMs);
  entry.deterministicMs.push(...measured.warm.deterministicMs);
  entry.monteCarloMs.push(...measured.warm.monteCarloMs);
  if (startMs !== null) entry.startMs.push(startMs);
  entry.fingerprints.add(measured.fingerprint);
  console.log(
    `${name.padEnd(36)} cold deterministic ${fmt.ms(measured.cold.deterministicMs)}  monte carlo ` +
      `${fmt.ms(measured.cold.monteCarloMs)}; warm medians ${fmt.ms(median(measured.warm.deterministicMs))}  ` +
      `${fmt.ms(median(measured.warm.monteCarloMs))}${startMs === null ? '' : `; worker start ${fmt.ms(startMs)}`}`,
  );
}

console.log(
  `bench/forecast: joint household, ${paths} paths, ${samples} samples × (1 cold + ${warmRuns} warm runs), ` +
    `Node ${process.version}, load average ${machine.loadAverage.join(' ')}`,
);

// Node: each sample a fresh process, unpinned and pinned alternating.
const nodeThread = fileURLToPath(new URL('./node-thread.ts', import.meta.url));
const canPin = hasTaskset();
const nodeModes: ChromiumMode[] = canPin ? ['unpinned', 'pinned'] : ['unpinned'];
for (let sample = 1; sample <= samples; sample++) {
  for (const mode of sample % 2 === 1 ? nodeModes : [...nodeModes].reverse()) {
    const [command, args] = pinned(
      process.execPath,
      ['--import', 'tsx', nodeThread, String(paths), String(warmRuns)],
      mode === 'pinned' ? '1' : null,
    );
    const output = execFileSync(command, args, { encoding: 'utf8', timeout: 120_000 });
    record(`node ${mode}`, JSON.parse(output) as ThreadMeasurement, null);
  }
}

// Chromium: Web Worker, and the page's main thread at 1× and at 4× CPU throttling.
const caseName: Record<ChromiumCase, string> = {
  worker: 'chromium worker',
  page: 'chromium page 1×',
  page4x: `chromium page ${throttle}× throttled`,
};
const { chromium: chromiumVersion, pinnedCpus } = await measureInChromium(
  { paths, samples, warmRuns, port, throttle },
  (mode, which, measured) => record(`${caseName[which]} ${mode}`, measured, measured.startMs),
);

const stat = (values: number[]) => ({
  median: median(values),
  p95: percentile(values, 95),
  n: values.length,
});
const show = (values: number[]) => {
  const { median: m, p95 } = stat(values);
  return `${m.toFixed(1).padStart(7)} ${p95.toFixed(1).padStart(7)}`;
};
const names = [...series.keys()].sort();
console.log('');
console.log(
  `Chromium ${chromiumVersion}; ms, median and p95: cold over ${samples} samples, warm over ${samples * warmRuns} runs`,
);
const column = (label: string) => label.padStart(16);
console.log(
  `${''.padEnd(36)}${column('cold determ.')}${column('cold monte c.')}${column('warm determ.')}` +
    `${column('warm monte c.')}${column('worker start')}`,
);
console.log(`${'where'.padEnd(36)}${column('median     p95').repeat(5)}`);
const summary: Record<string, unknown> = {};
for (const name of names) {
  const s = series.get(name) as Series;
  console.log(
    `${name.padEnd(36)} ${show(s.coldDeterministicMs)} ${show(s.coldMonteCarloMs)} ${show(s.deterministicMs)} ` +
      `${show(s.monteCarloMs)} ${s.startMs.length > 0 ? show(s.startMs) : '      –       –'}`,
  );
  summary[name] = {
    years: s.years,
    fingerprints: [...s.fingerprints],
    coldDeterministicMs: stat(s.coldDeterministicMs),
    coldMonteCarloMs: stat(s.coldMonteCarloMs),
    deterministicMs: stat(s.deterministicMs),
    monteCarloMs: stat(s.monteCarloMs),
    ...(s.startMs.length > 0 ? { workerStartMs: stat(s.startMs) } : {}),
  };
}
if (!canPin) console.log('pinned: taskset not found, not measured');

// Same figures everywhere, or a series timed a different computation.
const allFingerprints = new Set(names.flatMap((name) => [...(series.get(name) as Series).fingerprints]));
console.log(
  allFingerprints.size === 1
    ? `same results in Node and Chromium (${[...allFingerprints][0]})`
    : `RESULTS DIFFER: ${names.map((n) => `${n}: ${[...(series.get(n) as Series).fingerprints].join(', ')}`).join('; ')}`,
);
for (const name of names.filter((n) => n.includes('worker') || n.startsWith('node'))) {
  const s = series.get(name) as Series;
  const warm = stat(s.monteCarloMs);
  const cold = stat(s.coldMonteCarloMs);
  console.log(
    `${name}: ${paths} paths ≤ ${targetMs} ms warm p95 ${fmt.ms(warm.p95)} ${warm.p95 <= targetMs ? 'met' : 'NOT met'}, ` +
      `cold p95 ${fmt.ms(cold.p95)} ${cold.p95 <= targetMs ? 'met' : 'NOT met'}`,
  );
}
const path = writeResults('forecast', {
  machine,
  loadAverageAtEnd: machineInfo().loadAverage,
  chromium: chromiumVersion,
  pinnedChromiumCpus: pinnedCpus,
  paths,
  samples,
  warmRuns,
  throttle,
  targetMs,
  summary,
  samplesByRun: Object.fromEntries(names.map((n) => [n, { ...series.get(n), fingerprints: undefined }])),
});
console.log(`results: ${path}`);
