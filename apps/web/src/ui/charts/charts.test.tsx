import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../test/table-rows.ts';
import { BarChart } from './bar-chart.tsx';
import { DonutChart } from './donut-chart.tsx';
import { LineChart } from './line-chart.tsx';

const rows = [
  { key: 'a', label: 'Alpha', value: 300 },
  { key: 'b', label: 'Beta', value: 100 },
];
const format = (value: number) => `£${value}`;

describe('the charts', () => {
  it('draw bars beside a table of the same figures, the drawing hidden from assistive technology', () => {
    render(<BarChart title="By thing" rows={rows} total={400} totalLabel="Total" format={format} />);
    const figure = screen.getByRole('figure', { name: 'By thing' });
    expect(rowsOf(figure)).toEqual(['TypeAmount', 'Alpha£300', 'Beta£100', 'Total£400']);
    const bars = within(figure).getByTestId('bar-chart');
    expect(bars).toHaveAttribute('aria-hidden', 'true');
    expect(
      [...bars.querySelectorAll('rect.fill-primary-600')].map((bar) => bar.getAttribute('width')),
    ).toEqual(['100%', '33.3%']);
  });

  it('split a ring into shares that the table lists with their percentages', () => {
    render(<DonutChart title="By kind" rows={rows} format={format} />);
    const figure = screen.getByRole('figure', { name: 'By kind' });
    expect(rowsOf(figure)).toEqual(['TypeValueShare', 'Alpha£30075%', 'Beta£10025%', 'Total£400100%']);
    const segments = within(figure).getByTestId('donut-chart').querySelectorAll('circle[stroke-dasharray]');
    expect([...segments].map((circle) => circle.getAttribute('stroke-dasharray'))).toEqual([
      '75 25',
      '25 75',
    ]);
  });

  it('draw a line over time with its table newest first, the axis labelled in its own format', () => {
    render(
      <LineChart
        title="Over time"
        points={[
          { key: '1', label: 'March', value: 100 },
          { key: '2', label: 'June', value: 150 },
        ]}
        format={format}
        axisFormat={(value) => `~${value}`}
      />,
    );
    const figure = screen.getByRole('figure', { name: 'Over time' });
    expect(within(figure).getByRole('table').textContent).toBe('Over timeDateValueJune£150March£100');
    expect(within(figure).getByTestId('line-chart').querySelectorAll('path')).toHaveLength(2);
    expect(figure).toHaveTextContent('~160');
  });
});
