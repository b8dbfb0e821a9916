import type { Document } from '@atrium/domain/contract/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { base, clientId, signInAsAdviser, withClient } from '../testing.ts';

const firstRender = { timeout: 10_000 };

const uploaded: Document = {
  id: 5,
  name: 'payslip-march.pdf',
  category: 'statement',
  mime_type: 'application/pdf',
  size: 48_000,
  source: 'client',
  uploaded_by: { id: 2, name: 'James Carter' },
  created_at: '2026-03-01T09:00:00.000Z',
  is_new: false,
  download_url: `${base}/documents/5/download`,
};

beforeAll(async () => {
  await Promise.all([
    import('../../../routes/adviser-layout.lazy.tsx'),
    import('../../../routes/adviser-client.lazy.tsx'),
    import('../../../routes/adviser-client-tabs.lazy.tsx'),
  ]);
}, 60_000);

describe("deleting a document on the adviser's Documents tab", () => {
  it('deletes any of the client’s documents after confirmation', async () => {
    signInAsAdviser();
    withClient();
    let deleted = false;
    answer(`GET ${base}/documents`, () => ({ status: 200, body: { data: deleted ? [] : [uploaded] } }));
    answer(`GET ${base}/links`, { status: 200, body: { data: [] } });
    answer(`DELETE ${base}/documents/5`, () => {
      deleted = true;
      return { status: 204 };
    });
    const { user } = renderApp(`/adviser/clients/${clientId}/documents`);
    await user.click(await screen.findByRole('button', { name: 'Delete payslip-march.pdf' }, firstRender));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(dialog).toHaveTextContent('deleted for you and for the client');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('payslip-march.pdf')).not.toBeInTheDocument());
    expect(
      requests.some((request) => request.method === 'DELETE' && request.path === `${base}/documents/5`),
    ).toBe(true);
  });
});
