import type { Document } from '@atrium/domain/contract/documents';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { jointClient, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const firstRender = { timeout: 10_000 };

const sent: Document = {
  id: 2,
  name: 'P60 2025.pdf',
  category: 'statement',
  mime_type: 'application/pdf',
  size: 870_400,
  source: 'client',
  uploaded_by: { id: 3, name: 'James Carter' },
  created_at: '2026-03-01T09:00:00.000Z',
  is_new: false,
  download_url: '/api/documents/2/download',
};
const shared: Document = {
  ...sent,
  id: 1,
  name: 'Suitability report.pdf',
  source: 'firm',
  uploaded_by: { id: 7, name: 'Sarah Mitchell' },
  download_url: '/api/documents/1/download',
};

beforeAll(async () => {
  await Promise.all([
    import('../../../routes/app-layout.lazy.tsx'),
    import('../../../routes/documents.lazy.tsx'),
  ]);
}, 60_000);

describe('deleting a document on /documents', () => {
  it('offers delete only for the client’s own uploads, and deletes after confirmation', async () => {
    storeSession({ user: jointClient });
    answer('GET /api/user', { status: 200, body: jointClient });
    let deleted = false;
    answer('GET /api/documents', () => ({
      status: 200,
      body: { data: deleted ? [shared] : [shared, sent] },
    }));
    answer('DELETE /api/documents/2', () => {
      deleted = true;
      return { status: 204 };
    });
    const { user } = renderApp('/documents');
    await screen.findByText('P60 2025.pdf', {}, firstRender);
    expect(screen.queryByRole('button', { name: 'Delete Suitability report.pdf' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete P60 2025.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete P60 2025.pdf' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('P60 2025.pdf')).not.toBeInTheDocument());
    expect(screen.getByText('Suitability report.pdf')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/documents/2',
    ]);
  });
});
