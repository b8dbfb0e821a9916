import type { AuditEntry, AuditFilterOptions } from '@atrium/domain/contract/audit';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin, adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const options: AuditFilterOptions = {
  clients: [{ id: 10, name: 'James Carter' }],
  users: [{ id: 9, name: 'Daniel Hughes', role: 'admin' }],
  types: ['factfind.change', 'login.succeeded'],
};

const change: AuditEntry = {
  id: 'change-1',
  kind: 'fact-find-change',
  type: 'factfind.change',
  occurred_at: '2026-03-03T09:00:00.000Z',
  user: { id: 2, name: 'James Carter' },
  client: { id: 10, name: 'James Carter' },
  ip: null,
  details: { factFindId: 4, path: 'employment_client1.desired_retirement_age', old: 65, new: 60 },
};

function signIn() {
  signInAs(admin);
  answer('GET /api/adviser/audit/filters', { status: 200, body: options });
  answer('GET /api/adviser/audit', ({ search }) => {
    const page = Number(new URLSearchParams(search).get('page') ?? 1);
    return {
      status: 200,
      body: { data: [change], meta: { current_page: page, last_page: 3, per_page: 50, total: 101 } },
    };
  });
}

const listCalls = () => requests.filter((r) => r.path === '/api/adviser/audit').map((r) => r.search);

preloadRoutes('adviser-layout', 'adviser-audit');

describe('the audit page', () => {
  it('shows the trail, filters it through the address, pages through it and exports the filtered CSV', async () => {
    signIn();
    const app = renderApp('/adviser/audit');
    expect(
      await screen.findByText('employment_client1.desired_retirement_age: 65 → 60', {}, firstRender),
    ).toBeVisible();
    expect(screen.getByText('Page 1 of 3: 101 entries.')).toBeVisible();

    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Client' }), 'James Carter');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'factfind.change');
    await waitFor(() => expect(app.location().search).toEqual({ client_id: 10, type: 'factfind.change' }));
    await waitFor(() => expect(listCalls()).toContain('?client_id=10&type=factfind.change'));

    // The one pager (ui/pagination.tsx): each page a link that keeps the filters in its address.
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit trail' });
    expect(within(pages).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pages).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/adviser/audit?client_id=10&type=factfind.change&page=3',
    );
    await app.user.click(within(pages).getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(listCalls()).toContain('?client_id=10&type=factfind.change&page=2'));
    expect(await screen.findByText('Page 2 of 3: 101 entries.')).toBeVisible();
    expect(app.location().search).toEqual({ client_id: 10, type: 'factfind.change', page: 2 });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toBeVisible();

    // jsdom has no object URLs; the saved file itself is the browser's business.
    class ObjectUrls extends URL {
      static override createObjectURL = () => 'blob:audit';
      static override revokeObjectURL = () => {};
    }
    vi.stubGlobal('URL', ObjectUrls);
    answer('GET /api/adviser/audit/export', {
      status: 200,
      body: 'occurred_at',
      headers: {
        'Content-Type': 'text/csv',
        'Content-Disposition': 'attachment; filename="audit-2026-03-03.csv"',
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() =>
      expect(requests.find((r) => r.path === '/api/adviser/audit/export')?.search).toBe(
        '?client_id=10&type=factfind.change',
      ),
    );
  });

  it('says "more than" when the server stopped counting a long trail', async () => {
    signInAs(admin);
    answer('GET /api/adviser/audit/filters', { status: 200, body: options });
    answer('GET /api/adviser/audit', {
      status: 200,
      body: {
        data: [change],
        meta: { current_page: 1, last_page: 200, per_page: 50, total: 10_000, total_capped: true },
      },
    });
    renderApp('/adviser/audit');
    expect(
      await screen.findByText('Page 1 of 200: more than 10,000 entries.', {}, firstRender),
    ).toBeVisible();
    const pages = screen.getByRole('navigation', { name: 'Pages of the audit trail' });
    expect(within(pages).getByRole('link', { name: 'Page 200' })).toBeVisible();
  });

  it('is not shown to an adviser', async () => {
    signInAs(adviser);
    renderApp('/adviser/audit');
    expect(await screen.findByText('Page not found: /adviser/audit', {}, firstRender)).toBeVisible();
  });
});
