import type { ReactNode } from 'react';
import { ChartFigure } from './chart-figure.tsx';
import { areaPath, bandPath, type ChartRow, linePath, linePoints, valueRange } from './chart-model.ts';
import { ChartTable } from './chart-table.tsx';

const width = 600;
const height = 200;

// Values over time as a line over a shaded area, oldest on the left, with a table of every point below it. The
// drawing stretches to its box (so it fits any width), its axis labels are HTML so text never stretches with
// it, and it is hidden from assistive technology: the table carries the data. A caller with more figures per point
// gives its own `table` (still beside the drawing, still captioned) instead of the two-column one; `marker` draws
// a dashed upright line at one point (its meaning must also be said in words: the drawing is hidden). `band`, one
// low and high value per point (and an optional middle line), is drawn as a shaded range behind the line instead
// of the area under it: its figures, too, belong in the caller's table.
export function LineChart({
  title,
  points,
  format,
  axisFormat = format,
  columns = ['Date', 'Value'],
  marker,
  table,
  band,
}: {
  title: string;
  // Oldest first; `label` is the point's date as shown.
  points: readonly ChartRow[];
  format: (value: number) => string;
  // The y axis's two labels, which can round where the table should not.
  axisFormat?: (value: number) => string;
  columns?: readonly [string, string];
  marker?: { index: number; label: string } | undefined;
  table?: ReactNode;
  band?: { low: readonly number[]; high: readonly number[]; middle?: readonly number[] } | undefined;
}) {
  const values = points.map((point) => point.value);
  const range = valueRange(band ? [...values, ...band.low, ...band.high] : values);
  const coordinates = linePoints(values, range, width, height);
  const at = (series: readonly number[]) => linePoints(series, range, width, height);
  const first = points[0];
  const last = points.at(-1);
  const markerX = marker ? coordinates[marker.index]?.[0] : undefined;
  return (
    <ChartFigure title={title} className="grid gap-4">
      <div
        aria-hidden="true"
        className="grid grid-cols-[auto_1fr] gap-x-2 text-xs text-gray-700 dark:text-gray-300"
      >
        <div className="flex flex-col justify-between py-0.5 text-right tabular-nums">
          <span>{axisFormat(range.max)}</span>
          <span>{axisFormat(range.min)}</span>
        </div>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          className="h-48 w-full border-b border-l border-gray-300 dark:border-gray-600"
          data-testid="line-chart"
        >
          {band ? (
            <>
              <path
                d={bandPath(at(band.high), at(band.low))}
                className="fill-primary-100 dark:fill-primary-900/60"
                data-testid="line-chart-band"
              />
              {band.middle ? (
                <path
                  d={linePath(at(band.middle))}
                  fill="none"
                  strokeWidth="1.5"
                  strokeDasharray="4 3"
                  vectorEffect="non-scaling-stroke"
                  className="stroke-primary-800 dark:stroke-primary-200"
                />
              ) : null}
            </>
          ) : (
            <path d={areaPath(coordinates, height)} className="fill-primary-100 dark:fill-primary-900/60" />
          )}
          <path
            d={linePath(coordinates)}
            fill="none"
            strokeWidth="2.5"
            vectorEffect="non-scaling-stroke"
            className="stroke-primary-600 dark:stroke-primary-400"
          />
          {markerX !== undefined ? (
            <line
              x1={markerX}
              x2={markerX}
              y1={0}
              y2={height}
              strokeWidth="2"
              strokeDasharray="6 4"
              vectorEffect="non-scaling-stroke"
              className="stroke-rose-600 dark:stroke-rose-400"
              data-testid="line-chart-marker"
            />
          ) : null}
        </svg>
        <span />
        <div className="flex justify-between gap-2 pt-1">
          <span>{first?.label}</span>
          {marker ? <span className="text-rose-700 dark:text-rose-300">{marker.label}</span> : null}
          {last && last !== first ? <span>{last.label}</span> : null}
        </div>
      </div>
      {table ?? (
        <ChartTable
          caption={title}
          columns={columns}
          rows={[...points]
            .reverse()
            .map((point) => ({ key: point.key, label: point.label, cells: [format(point.value)] }))}
        />
      )}
    </ChartFigure>
  );
}
