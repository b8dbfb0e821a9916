import type { OutstandingDocumentRequest } from '@atrium/domain/contract/document-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAsAdviser } from '../../../test/adviser-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-document-requests');

const item = (id: number): OutstandingDocumentRequest => ({
  id,
  client: { id: 10, name: 'James Carter' },
  title: `Payslip ${id}`,
  person_name: null,
  due_date: '2026-12-01',
  is_overdue: false,
  status: 'required',
  created_at: '2026-11-02T09:00:00.000Z',
});

describe('the outstanding documents page', () => {
  it('pages with numbers, previous and next, each page in the address', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/document-requests', (request) => {
      const page = Number(new URLSearchParams(request.search).get('page') ?? 1);
      return {
        status: 200,
        body: {
          data: [item(page)],
          meta: { current_page: page, last_page: 3, per_page: 25, total: 51 },
        },
      };
    });
    const app = renderApp('/adviser/document-requests');
    const pager = await screen.findByRole(
      'navigation',
      { name: 'Pages of outstanding documents' },
      firstRender,
    );
    expect(screen.getByText('51 asked for and not yet accepted, oldest first.')).toBeVisible();
    expect(within(pager).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pager).queryByRole('link', { name: /Previous/ })).toBeNull();
    await app.user.click(within(pager).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(app.location().search).toEqual({ page: 3 }));
    expect(await screen.findByText('Payslip 3')).toBeVisible();
    expect(within(pager).queryByRole('link', { name: /Next/ })).toBeNull();
    await app.user.click(within(pager).getByRole('link', { name: /Previous/ }));
    await waitFor(() => expect(app.location().search).toEqual({ page: 2 }));
    expect(await screen.findByText('Payslip 2')).toBeVisible();
  });
});
