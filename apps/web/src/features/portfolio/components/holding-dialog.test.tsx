import type { HoldingInput } from '@atrium/domain/contract/portfolio';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OpenUntilClosed, renderWithQueries } from '../../../test/render-with-queries.tsx';
import { HoldingDialog } from './holding-dialog.tsx';

function Harness({ save }: { save: (input: HoldingInput) => Promise<unknown> }) {
  return (
    <OpenUntilClosed
      dialog={(onOpenChange) => (
        <HoldingDialog
          accountName="Aviva ISA"
          holding={null}
          open
          onOpenChange={onOpenChange}
          onSave={save}
        />
      )}
    />
  );
}

describe('the holding dialog', () => {
  it('checks the fields as typed, sends units and price as numbers, and closes when saved', async () => {
    const saved: HoldingInput[] = [];
    const user = renderWithQueries(
      <Harness
        save={async (input) => {
          saved.push(input);
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add a holding' });
    await user.type(within(dialog).getByLabelText('Units'), 'many');
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    expect(within(dialog).getByLabelText('Fund name')).toHaveAccessibleDescription(
      'The fund name is required.',
    );
    expect(within(dialog).getByLabelText('Units')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Fund name')).toHaveFocus();
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Fund name'), 'Vanguard FTSE Global All Cap');
    await user.type(within(dialog).getByLabelText('ISIN'), 'GB00BD3RZ582');
    await user.clear(within(dialog).getByLabelText('Units'));
    await user.type(within(dialog).getByLabelText('Units'), '1,234.5');
    await user.type(within(dialog).getByLabelText('Price per unit'), '2.25');
    await user.type(within(dialog).getByLabelText('Valuation date'), '2026-11-20');
    await user.click(within(dialog).getByRole('button', { name: 'Add holding' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(saved).toEqual([
      {
        fund_name: 'Vanguard FTSE Global All Cap',
        isin: 'GB00BD3RZ582',
        asset_class: 'equity',
        units: 1234.5,
        price: 2.25,
        valuation_date: '2026-11-20',
      },
    ]);
  });
});
