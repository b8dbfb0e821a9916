import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ImportErrors, importErrorRows } from './import-errors.tsx';

describe('import errors', () => {
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

  it('lists each bad row with its problems under the message', () => {
    render(
      <ImportErrors
        message="The file has errors."
        errors={{ 'rows.4.email': ['Taken.'], 'rows.2.name': ['Required.'] }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The file has errors.');
    const rows = within(screen.getByRole('list', { name: 'Rows with errors' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Line 2: name — Required.',
      'Line 4: email — Taken.',
    ]);
  });
});
