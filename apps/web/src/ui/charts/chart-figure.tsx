import { type ReactNode, useId } from 'react';

// A chart's frame: a figure named by its (visually hidden) caption, so screen readers announce the chart's title
// before its table (chart-table.tsx); the drawing inside is hidden from them.
export function ChartFigure({
  title,
  className,
  children,
}: {
  title: string;
  className: string;
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId} className={className}>
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
      {children}
    </figure>
  );
}
