import type { ClientPermissions } from '@atrium/domain/contract/templates';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { ClientPermissionsPanel } from './client-permissions-panel.tsx';

const stored: ClientPermissions = {
  permissions: { 'fact-find.income': { read: true, update: false } },
  template: { 'fact-find.current_address': false },
  names: [
    { name: 'fact-find.current_address', label: 'Address: Your current address' },
    { name: 'fact-find.income', label: 'Income: Your income' },
    { name: 'fact-find.custom.goals', label: 'Custom page: Your goals' },
  ],
};

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading</p>}>
        <ClientPermissionsPanel clientId={10} />
      </Suspense>
    </QueryClientProvider>,
  );
}

describe('a client’s own permissions', () => {
  it('shows what the template says, keeps a setting made elsewhere, and saves the admin’s choices', async () => {
    answer('GET /api/adviser/clients/10/permissions', { status: 200, body: { data: stored } });
    let sent: unknown = null;
    answer('PUT /api/adviser/clients/10/permissions', (request) => {
      sent = request.body;
      return {
        status: 200,
        body: { data: { ...stored, permissions: (request.body as ClientPermissions).permissions } },
      };
    });
    renderPanel();
    const user = userEvent.setup();
    const address = await screen.findByRole('combobox', { name: /Your current address/ });
    expect(address).toHaveAccessibleName(expect.stringContaining('Template: denied'));
    expect(address).toHaveValue('template');
    expect(screen.getByRole('combobox', { name: /Your income/ })).toHaveValue('custom');
    expect(screen.getByRole('button', { name: 'Save permissions' })).toBeDisabled();

    await user.selectOptions(address, 'Read only');
    await user.selectOptions(screen.getByRole('combobox', { name: /Your goals/ }), 'Denied');
    await user.selectOptions(screen.getByRole('combobox', { name: /Your income/ }), 'As the template');
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent).toEqual({
      permissions: {
        'fact-find.current_address': {
          create: false,
          read: true,
          update: false,
          delete: false,
          forceDelete: false,
        },
        'fact-find.custom.goals': {
          create: false,
          read: false,
          update: false,
          delete: false,
          forceDelete: false,
        },
      },
    });
    expect(requests.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });
});
