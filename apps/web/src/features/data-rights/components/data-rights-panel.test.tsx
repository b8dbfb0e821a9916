import type { DataRightsStatus, ErasureResponse } from '@atrium/domain/contract/data-rights';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { DataRightsPanel } from './data-rights-panel.tsx';

const notErased: DataRightsStatus = { data: { client_id: 10, erasure: null, retention_years: 6 } };
const erasure = {
  erased_at: '2026-03-02T09:00:00.000Z',
  retain_until: '2032-03-02T09:00:00.000Z',
  reason: 'Client’s letter of 1 March',
  erased_by: { id: 3, name: 'Daniel Hughes' },
};

function renderPanel(onErased = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<p>Loading</p>}>
        <DataRightsPanel clientId={10} clientName="James Carter" onErased={onErased} />
      </Suspense>
    </QueryClientProvider>,
  );
  return onErased;
}

describe('the Data rights tab', () => {
  it('downloads everything held about the client as a ZIP', async () => {
    answer('GET /api/adviser/clients/10/data-rights', { status: 200, body: notErased });
    answer('GET /api/adviser/clients/10/data-export', {
      status: 200,
      body: 'PK',
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="client-10-data-2026-03-02.zip"',
      },
    });
    const { createObjectURL, click } = captureDownloads();
    renderPanel();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Download all data' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    expect(requests.some((r) => r.path === '/api/adviser/clients/10/data-export')).toBe(true);
    click.mockRestore();
  });

  it('erases only once the reason is given and the client’s name typed, then shows what is kept', async () => {
    let status: DataRightsStatus = notErased;
    answer('GET /api/adviser/clients/10/data-rights', () => ({ status: 200, body: status }));
    let sent: unknown = null;
    answer('POST /api/adviser/clients/10/erasure', (request) => {
      sent = request.body;
      status = { data: { ...notErased.data, erasure } };
      const body: ErasureResponse = {
        message: 'The client’s personal data has been erased.',
        data: {
          ...erasure,
          erased: {
            messages: 2,
            documents: 1,
            notifications: 1,
            draft_fact_finds: 0,
            links: 0,
            sessions_ended: 1,
          },
          retained: { fact_finds: 1, risk_assessments: 1, consents: 1, audit_events: 9 },
        },
      };
      return { status: 200, body };
    });
    const onErased = renderPanel();
    const user = userEvent.setup();
    expect(await screen.findByText(/kept for 6 years after the erasure/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Erase client…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase James Carter?' });
    await user.click(within(dialog).getByRole('button', { name: 'Erase client' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      expect.stringContaining('The reason field is required.'),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Client’s letter of 1 March');
    const confirm = within(dialog).getByRole('textbox', { name: 'Type “James Carter” to confirm' });
    await user.type(confirm, 'James');
    await user.click(within(dialog).getByRole('button', { name: 'Erase client' }));
    expect(confirm).toHaveAccessibleDescription(expect.stringContaining('does not match'));
    expect(sent).toBeNull();

    await user.clear(confirm);
    await user.type(confirm, 'james carter');
    await user.click(within(dialog).getByRole('button', { name: 'Erase client' }));
    await waitFor(() =>
      expect(sent).toEqual({ reason: 'Client’s letter of 1 March', confirm_name: 'james carter' }),
    );
    expect(await screen.findByText('2 March 2032')).toBeInTheDocument();
    expect(screen.getByText(/by Daniel Hughes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Erase client…' })).not.toBeInTheDocument();
    expect(onErased).toHaveBeenCalled();
  });
});
