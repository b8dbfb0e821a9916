// Percentiles, medians and the spread of per-round ratios: every bench reports the same way.

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

// The median of the rounds' ratios and how far they range: one noisy round shows as a wide spread, not as a
// different headline figure.
export function ratioSummary(ratios: number[]) {
  return {
    median: median(ratios),
    min: Math.min(...ratios),
    max: Math.max(...ratios),
    rounds: ratios.length,
  };
}

export const fmt = {
  ms: (value: number) => `${value.toFixed(2)} ms`,
  kb: (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`,
  ratio: (value: number) => value.toFixed(2),
  spread: (summary: { min: number; max: number }) => `${summary.min.toFixed(2)}–${summary.max.toFixed(2)}`,
};
