import { compilePlan, type Market } from './compile.ts';
import type { Distribution, ForecastAssumptions, ForecastPlan } from './plan.ts';
import { defaultAssumptions } from './projection.ts';
import { runPath } from './run-path.ts';

// Many projections of the same plan, each with its own market: every year's inflation and returns drawn at
// random from the assumptions' means and volatilities, from a seeded generator so the same seed gives the same
// figures. Method (docs/forecast.md, "Uncertainty"):
// - returns are lognormal: ln(1 + r) ~ Normal(μ, σ) with σ² = ln(1 + v² / (1 + m)²) and μ = ln(1 + m) − σ²/2, so
//   1 + r has mean 1 + m and standard deviation v and a return never falls below −100 %;
// - ISAs / general investments and pensions share one market draw each year (they hold the same kind of assets;
//   each keeps its own mean and volatility); cash and inflation are drawn independently;
// - inflation is normal (it can be negative), mean m, standard deviation v;
// - the first year's inflation is not drawn (today's prices are known), as in the deterministic run.
// With every volatility 0 each path is the deterministic projection: both ask the same tax functions.

// mulberry32 (Tommy Ettinger, public domain): 32-bit state, period 2³², plenty for 1 000 × 100 × 4 draws.
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Standard normal draws by the Box–Muller transform, both of each pair used.
export function normalSource(random: () => number): () => number {
  let spare = 0;
  let hasSpare = false;
  return () => {
    if (hasSpare) {
      hasSpare = false;
      return spare;
    }
    const u = 1 - random(); // (0, 1]: log is finite
    const v = random();
    const radius = Math.sqrt(-2 * Math.log(u));
    spare = radius * Math.sin(2 * Math.PI * v);
    hasSpare = true;
    return radius * Math.cos(2 * Math.PI * v);
  };
}

function lognormal({ mean, volatility }: Distribution) {
  const sigma2 = Math.log(1 + (volatility * volatility) / ((1 + mean) * (1 + mean)));
  return { mu: Math.log(1 + mean) - sigma2 / 2, sigma: Math.sqrt(sigma2) };
}

export type MonteCarloOptions = { paths?: number; seed?: number };

export type MonteCarloResult = {
  paths: number;
  seed: number;
  years: number[]; // calendar years
  probabilityMoneyLasts: number; // share of paths with no shortfall in any year, 0–1
  // Total wealth per year at each percentile across the paths (taken year by year, so a percentile line is not one
  // path), nominal and in today's money (each path deflated by its own inflation).
  percentiles: {
    nominal: { p10: Float64Array; p50: Float64Array; p90: Float64Array };
    todaysMoney: { p10: Float64Array; p50: Float64Array; p90: Float64Array };
  };
  runsOutIn: Int32Array; // per path: the first year of a shortfall, or 0 when the money lasts
  // The median path's run-out year (paths ranked by it, a lasting path last), or null when it lasts: the year to
  // show beside the chance rather than the single run at the assumed returns.
  medianRunsOutIn: number | null;
};

function percentileOf(sorted: Float64Array, p: number): number {
  // Nearest rank on the sorted column.
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export function runMonteCarlo(
  plan: ForecastPlan,
  assumptions: ForecastAssumptions = defaultAssumptions,
  options: MonteCarloOptions = {},
): MonteCarloResult {
  const paths = options.paths ?? 1000;
  const seed = options.seed ?? 1;
  if (!(Number.isInteger(paths) && paths >= 1)) throw new RangeError('paths must be a whole number ≥ 1');
  const compiled = compilePlan(plan, assumptions);
  const years = compiled.years;
  const market: Market = {
    inflation: new Float64Array(years),
    cash: new Float64Array(years),
    investments: new Float64Array(years),
    pensions: new Float64Array(years),
  };
  const wealth = new Float64Array(paths * years);
  const deflator = new Float64Array(paths * years);
  const runsOutIn = new Int32Array(paths);
  const normal = normalSource(mulberry32(seed));
  const cash = lognormal(assumptions.returns.cash);
  const investments = lognormal(assumptions.returns.investments);
  const pensions = lognormal(assumptions.returns.pensions);
  const inflation = assumptions.inflation;
  let lasting = 0;

  for (let path = 0; path < paths; path++) {
    for (let t = 0; t < years; t++) {
      const z = normal();
      market.investments[t] = Math.exp(investments.mu + investments.sigma * z) - 1;
      market.pensions[t] = Math.exp(pensions.mu + pensions.sigma * z) - 1;
      market.cash[t] = Math.exp(cash.mu + cash.sigma * normal()) - 1;
      market.inflation[t] = inflation.mean + inflation.volatility * normal();
    }
    const runOut = runPath(compiled, market, wealth, deflator, path * years, null);
    runsOutIn[path] = Math.max(runOut, 0);
    if (runOut < 0) lasting++;
  }

  const column = new Float64Array(paths);
  const real = new Float64Array(paths);
  const band = () => ({
    p10: new Float64Array(years),
    p50: new Float64Array(years),
    p90: new Float64Array(years),
  });
  const nominal = band();
  const todaysMoney = band();
  for (let t = 0; t < years; t++) {
    for (let path = 0; path < paths; path++) {
      const value = wealth[path * years + t] as number;
      column[path] = value;
      real[path] = value / (deflator[path * years + t] as number);
    }
    column.sort();
    real.sort();
    nominal.p10[t] = percentileOf(column, 10);
    nominal.p50[t] = percentileOf(column, 50);
    nominal.p90[t] = percentileOf(column, 90);
    todaysMoney.p10[t] = percentileOf(real, 10);
    todaysMoney.p50[t] = percentileOf(real, 50);
    todaysMoney.p90[t] = percentileOf(real, 90);
  }
  const ranked = Array.from(runsOutIn, (year) => (year === 0 ? Number.POSITIVE_INFINITY : year)).sort(
    (a, b) => a - b,
  );
  const median = ranked[Math.ceil(paths / 2) - 1] as number;
  return {
    paths,
    seed,
    years: Array.from({ length: years }, (_, t) => compiled.startYear + t),
    probabilityMoneyLasts: lasting / paths,
    percentiles: { nominal, todaysMoney },
    runsOutIn,
    medianRunsOutIn: Number.isFinite(median) ? median : null,
  };
}
