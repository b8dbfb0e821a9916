import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, clientsPage, listItem, signInAsAdviser } from '../../../test/adviser-fixtures.ts';
import { answer, type FakeRequest, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-clients');

const listCalls = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/adviser/clients');
const queryOf = (request: FakeRequest | undefined) =>
  Object.fromEntries(new URLSearchParams(request?.search));

const priya = listItem({
  id: 4,
  name: 'Priya Shah',
  joint_name: null,
  email: 'priya@example.com',
  status: 'draft',
  portal_status: 'invited',
  unread_count: 3,
  last_activity_at: new Date().toISOString(),
});

describe('the clients list', () => {
  it('shows each client with status, portal access, last activity and unread count', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients', { status: 200, body: clientsPage([listItem(), priya]) });
    renderApp('/adviser/clients');
    const list = await screen.findByRole('list', { name: 'Clients' }, firstRender);
    const [james, second] = within(list).getAllByRole('listitem');
    expect(within(james as HTMLElement).getByRole('link', { name: 'James Carter' })).toHaveAttribute(
      'href',
      '/adviser/clients/10',
    );
    expect(james).toHaveTextContent('and Emma Carter');
    expect(james).toHaveTextContent('Awaiting review');
    expect(james).toHaveTextContent('Last activityNever');
    expect(james).toHaveTextContent('Unread messagesNone');
    expect(second).toHaveTextContent('In progress');
    expect(second).toHaveTextContent('Invited');
    expect(second).toHaveTextContent(/Last activityToday at \d\d:\d\d/);
    expect(second).toHaveTextContent('Unread messages3');
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 2 of 2 clients.');
  });

  it('searches on the server once typing pauses, keeping the search in the address', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients', (request) => ({
      status: 200,
      body: new URLSearchParams(request.search).get('search')
        ? clientsPage([priya])
        : clientsPage([listItem(), priya]),
    }));
    const app = renderApp('/adviser/clients');
    await screen.findByRole('list', { name: 'Clients' }, firstRender);
    await app.user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'priya');
    await waitFor(() => expect(app.location().search).toEqual({ search: 'priya' }));
    expect(await screen.findByText('Showing 1 to 1 of 1 client.')).toBeVisible();
    // One request for the page, one for the finished word: none per letter.
    expect(listCalls().map((r) => queryOf(r).search ?? '')).toEqual(['', 'priya']);
  });

  it('filters by status and sorts, starting again from the first page', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients', {
      status: 200,
      body: clientsPage([priya], { current_page: 2, last_page: 2, total: 26 }),
    });
    const app = renderApp('/adviser/clients?page=2');
    await screen.findByRole('list', { name: 'Clients' }, firstRender);
    expect(queryOf(listCalls()[0])).toEqual({ page: '2' });

    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Fact-find status' }),
      'Awaiting review',
    );
    await waitFor(() => expect(app.location().search).toEqual({ status: 'awaiting-review' }));
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Most unread messages');
    await waitFor(() =>
      expect(app.location().search).toEqual({ status: 'awaiting-review', sort: '-unread' }),
    );
    await waitFor(() =>
      expect(queryOf(listCalls().at(-1))).toEqual({ status: 'awaiting-review', sort: '-unread' }),
    );
  });

  it('pages with numbers, previous and next, and says how many there are', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients', (request) => {
      const page = Number(new URLSearchParams(request.search).get('page') ?? 1);
      return {
        status: 200,
        body: clientsPage([listItem()], { current_page: page, last_page: 3, total: 51 }),
      };
    });
    const app = renderApp('/adviser/clients?sort=-last_activity');
    const pager = await screen.findByRole('navigation', { name: 'Pages of clients' }, firstRender);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 1 of 51 clients.');
    expect(within(pager).getByText('1').closest('[aria-current="page"]')).not.toBeNull();
    expect(within(pager).queryByRole('link', { name: 'Previous' })).toBeNull();
    await app.user.click(within(pager).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(app.location().search).toEqual({ sort: '-last_activity', page: 3 }));
    expect(await screen.findByText('Showing 51 to 51 of 51 clients.')).toBeVisible();
    expect(within(pager).queryByRole('link', { name: /Next/ })).toBeNull();
    await app.user.click(within(pager).getByRole('link', { name: /Previous/ }));
    await waitFor(() => expect(app.location().search).toEqual({ sort: '-last_activity', page: 2 }));
  });

  it('says "more than" when the server stopped counting a large firm’s clients', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients', {
      status: 200,
      body: clientsPage([listItem()], { last_page: 400, total: 10_000, total_capped: true }),
    });
    renderApp('/adviser/clients');
    await screen.findByRole('navigation', { name: 'Pages of clients' }, firstRender);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 to 1 of more than 10,000 clients.');
  });

  it('says when nothing matches', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients', { status: 200, body: clientsPage([]) });
    renderApp('/adviser/clients?status=reviewed');
    expect(await screen.findByText('No clients match.', {}, firstRender)).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Fact-find status' })).toHaveValue('reviewed');
  });

  it('names each client’s adviser for an admin, who sees the whole firm', async () => {
    signInAsAdviser(admin);
    answer('GET /api/adviser/clients', {
      status: 200,
      body: clientsPage([listItem(), { ...priya, adviser: null }]),
    });
    renderApp('/adviser/clients');
    const [james, second] = within(
      await screen.findByRole('list', { name: 'Clients' }, firstRender),
    ).getAllByRole('listitem');
    expect(james).toHaveTextContent('Adviser: Olivia Bennett');
    expect(second).toHaveTextContent('Adviser: none yet');
  });
});
