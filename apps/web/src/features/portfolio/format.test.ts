import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, importErrorRows } from './format.ts';

describe('portfolio formatting', () => {
  it('formats money in the account currency and dates without time-zone drift', () => {
    expect(formatMoney(12345.6, 'GBP')).toBe('£12,345.60');
    expect(formatMoney(1200, 'EUR')).toBe('€1,200.00');
    expect(formatDate('2026-09-30')).toMatch(/^30 Sept? 2026$/);
  });

  it('groups import errors by line, in line order, apart from the file-wide ones', () => {
    expect(
      importErrorRows({
        'rows.12.units': ['Bad units.'],
        'rows.3.isin': ['Bad ISIN.'],
        'rows.3.price': ['Bad price.'],
        csv: ['Unknown column(s): x.'],
      }),
    ).toEqual({
      file: ['Unknown column(s): x.'],
      rows: [
        {
          line: 3,
          problems: [
            { column: 'isin', message: 'Bad ISIN.' },
            { column: 'price', message: 'Bad price.' },
          ],
        },
        { line: 12, problems: [{ column: 'units', message: 'Bad units.' }] },
      ],
    });
  });
});
