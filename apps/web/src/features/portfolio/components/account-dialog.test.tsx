import type { AccountInput } from '@atrium/domain/contract/portfolio';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/http.ts';
import { OpenUntilClosed, renderWithQueries } from '../../../test/render-with-queries.tsx';
import { AccountDialog } from './account-dialog.tsx';

const aviva = {
  id: 1,
  provider: 'Aviva',
  account_type: 'isa',
  reference: 'ISA-1',
  currency: 'GBP',
  holdings: [],
} as unknown as Parameters<typeof AccountDialog>[0]['account'];

function Harness({
  account = null,
  save,
}: {
  account?: typeof aviva;
  save: (input: AccountInput) => Promise<unknown>;
}) {
  return (
    <OpenUntilClosed
      dialog={(onOpenChange) => (
        <AccountDialog account={account} open onOpenChange={onOpenChange} onSave={save} />
      )}
    />
  );
}

describe('the account dialog', () => {
  it('checks what was typed before saving, shows the server’s field errors by their fields, and closes when saved', async () => {
    const saved: AccountInput[] = [];
    const answers: (Error | null)[] = [
      new ApiError(422, 'The given data was invalid.', { provider: ['That provider is already recorded.'] }),
      null,
    ];
    const user = renderWithQueries(
      <Harness
        save={async (input) => {
          saved.push(input);
          const answer = answers.shift();
          if (answer) throw answer;
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add an account' });
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(within(dialog).getByLabelText('Provider')).toHaveAccessibleDescription(
      'The provider is required.',
    );
    expect(saved).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Provider'), '  Aviva ');
    await user.selectOptions(within(dialog).getByLabelText('Currency'), 'EUR');
    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await within(dialog).findByText('That provider is already recorded.')).toBeVisible();
    expect(saved).toEqual([{ provider: 'Aviva', account_type: 'isa', reference: '', currency: 'EUR' }]);

    await user.click(within(dialog).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(saved).toHaveLength(2);
  });

  it('edits an account as it is, and shows a failure that is not about a field above the form', async () => {
    const user = renderWithQueries(
      <Harness
        account={aviva}
        save={async () => {
          throw new ApiError(500, 'Something went wrong on our side.', {}, false);
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit account' });
    expect(within(dialog).getByLabelText('Provider')).toHaveValue('Aviva');
    expect(within(dialog).getByLabelText(/^Reference/)).toHaveValue('ISA-1');
    await user.click(within(dialog).getByRole('button', { name: 'Save account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save account' })).toBeEnabled());
    // Still open: nothing was saved.
    expect(screen.getByRole('dialog', { name: 'Edit account' })).toBeInTheDocument();
  });
});
