// The arithmetic of the charts in this folder, apart from the drawing so it can be tested on its own.

export type ChartRow = { key: string; label: string; value: number };

// Each bar's length as a share of the largest, in percent; a tiny amount still shows as a sliver.
export function barPercent(value: number, max: number): number {
  if (max <= 0 || value <= 0) return 0;
  return Math.max(1, Math.round((value / max) * 1000) / 10);
}

// A y-axis range that starts at a round number at or below the lowest value and ends at one at or above the
// highest, so a line of values that barely moves is not drawn as a cliff. It goes below zero only when a value does
// (a forecast's unfunded shortfall is drawn, not cut off at the bottom).
export function valueRange(values: readonly number[]): { min: number; max: number } {
  if (values.length === 0) return { min: 0, max: 1 };
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || Math.abs(high) || 1;
  const step = 10 ** Math.floor(Math.log10(span / 2));
  const rounded = Math.floor((low - span * 0.1) / step) * step;
  const min = low >= 0 ? Math.max(0, rounded) : rounded;
  const max = Math.ceil((high + span * 0.1) / step) * step;
  return { min, max: max > min ? max : min + step };
}

// The points of a line chart in a width × height box (y grows downwards), evenly spaced along x.
export function linePoints(
  values: readonly number[],
  range: { min: number; max: number },
  width: number,
  height: number,
): [number, number][] {
  const spread = range.max - range.min || 1;
  return values.map((value, index) => [
    values.length === 1 ? width / 2 : (index / (values.length - 1)) * width,
    height - ((value - range.min) / spread) * height,
  ]);
}

const round = (n: number) => Math.round(n * 100) / 100;

export function linePath(points: readonly [number, number][]): string {
  return points.map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${round(x)},${round(y)}`).join(' ');
}

// The line closed down to the bottom of the box, to fill the area under it.
export function areaPath(points: readonly [number, number][], height: number): string {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return '';
  return `${linePath(points)} L${round(last[0])},${height} L${round(first[0])},${height} Z`;
}

// The area between two lines of the same length (a range of outcomes: the upper line, then the lower back).
export function bandPath(upper: readonly [number, number][], lower: readonly [number, number][]): string {
  if (upper.length === 0 || lower.length === 0) return '';
  const back = [...lower].reverse().map(([x, y]) => `L${round(x)},${round(y)}`);
  return `${linePath(upper)} ${back.join(' ')} Z`;
}

// The segments of a donut as shares of 100 (its circle's circumference is 100), each starting where the last
// ended; negative and zero values take no room.
export function donutSegments(values: readonly number[]): { length: number; offset: number }[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  let start = 0;
  return values.map((value) => {
    const length = total > 0 ? (Math.max(0, value) / total) * 100 : 0;
    const segment = { length, offset: start };
    start += length;
    return segment;
  });
}

// A share of the total in whole percent for a table ("35%"), or "<1%" for a sliver.
export function shareLabel(value: number, total: number): string {
  if (total <= 0 || value <= 0) return '0%';
  const percent = (value / total) * 100;
  return percent < 1 ? '<1%' : `${Math.round(percent)}%`;
}

// Series colours, one per category in order, as Tailwind classes for strokes and swatches (spelt out in full so
// the build keeps them). Each meets 3:1 against white and against the dark background.
export const seriesColours = [
  { stroke: 'stroke-primary-600 dark:stroke-primary-400', swatch: 'bg-primary-600 dark:bg-primary-400' },
  { stroke: 'stroke-amber-600 dark:stroke-amber-400', swatch: 'bg-amber-600 dark:bg-amber-400' },
  { stroke: 'stroke-sky-700 dark:stroke-sky-400', swatch: 'bg-sky-700 dark:bg-sky-400' },
  { stroke: 'stroke-rose-600 dark:stroke-rose-400', swatch: 'bg-rose-600 dark:bg-rose-400' },
  { stroke: 'stroke-emerald-700 dark:stroke-emerald-400', swatch: 'bg-emerald-700 dark:bg-emerald-400' },
  { stroke: 'stroke-violet-600 dark:stroke-violet-400', swatch: 'bg-violet-600 dark:bg-violet-400' },
  { stroke: 'stroke-gray-600 dark:stroke-gray-400', swatch: 'bg-gray-600 dark:bg-gray-400' },
] as const;

export const colourOf = (index: number) => seriesColours[index % seriesColours.length] ?? seriesColours[0];
