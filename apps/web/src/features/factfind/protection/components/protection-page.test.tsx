import type { User } from '@atrium/domain/contract/auth';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { factFindPath } from '../../../../test/factfind-fixtures.ts';
import { answer, type FakeRequest, requests } from '../../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../../test/first-render.ts';
import { jointClient, storeSession } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { clientId, draftFactFind } from '../../testing.tsx';

const updatedPath = `/api/clients/${clientId}/finances/updated`;
const changed = (protection: string | null) => ({
  status: 200,
  body: {
    data: {
      current_address: null,
      property: null,
      investments: null,
      pensions: null,
      liabilities: null,
      income: '2026-11-20T10:00:00.000Z',
      expenditure: null,
      protection,
    },
  },
});

beforeEach(() => {
  answer(`GET ${updatedPath}`, changed(null));
});

function withCover() {
  const data = draftFactFind();
  Object.assign(data.factFind, {
    protection: {
      items: [
        {
          type: 'life',
          provider: 'Aviva',
          life_assured: 'joint',
          benefit_amount: 250000,
          benefit_basis: 'lump_sum',
          premium: 32.5,
          premium_frequency: 'monthly',
          end_date: '2045-06-30',
          in_trust: true,
        },
        { type: 'income_protection', life_assured: 'client2' },
      ],
    },
  });
  return data;
}

function signIn(user: User = jointClient) {
  storeSession({ user });
  answer('GET /api/user', { status: 200, body: user });
}

function configWith(quoteUrl: string | null) {
  answer('GET /api/config', {
    status: 200,
    body: { buildId: 'test-build', realtime: null, session: { idleMinutes: 30 }, ipipeline: { quoteUrl } },
  });
}

const nav = () => screen.getByRole('navigation', { name: 'Primary' });

// POST /api/messages's answer: the message as sent, the client's own.
const messageSent = (request: FakeRequest, id: number) => ({
  status: 201,
  body: {
    messages: [
      {
        id,
        conversation_id: 1,
        body: (request.body as { message: string }).message,
        sender: { id: 2, name: 'James Carter', role: 'client', is_me: true },
        createdAt: '2026-11-21T10:00:00.000Z',
      },
    ],
    conversation: { last_viewed_at: '2026-11-21T10:00:00.000Z' },
  },
});

preloadRoutes('app-layout', 'protection', 'index');

describe('the Protection page (i-pipeline)', () => {
  it("summarises the fact-find's cover in the client's names, and links to change it", async () => {
    signIn();
    configWith(null);
    answer(`GET ${factFindPath}`, { status: 200, body: withCover() });
    answer(`GET ${updatedPath}`, changed('2026-09-14T10:00:00.000Z'));
    renderApp('/i-pipeline');

    expect(await screen.findByRole('heading', { level: 1, name: 'Protection' }, firstRender)).toBeVisible();
    expect(await screen.findByText(/^Last changed/)).toHaveTextContent('Last changed 14 September 2026');
    expect(within(nav()).getByRole('link', { name: 'Protection' })).toHaveAttribute('aria-current', 'page');
    const life = screen.getByRole('heading', { name: 'Life insurance, Aviva' }).closest('li') as HTMLElement;
    expect(within(life).getByText('Who is covered').nextSibling).toHaveTextContent('James and Emma');
    expect(within(life).getByText('Amount of cover').nextSibling).toHaveTextContent('£250,000 (a lump sum)');
    expect(within(life).getByText('Premium').nextSibling).toHaveTextContent('£32.50 monthly');
    expect(within(life).getByText('Cover ends').nextSibling).toHaveTextContent('30 June 2045');
    expect(within(life).getByText('In trust').nextSibling).toHaveTextContent('Yes');
    const income = screen.getByRole('heading', { name: 'Income protection' }).closest('li') as HTMLElement;
    expect(within(income).getByText('Who is covered').nextSibling).toHaveTextContent('Emma');
    expect(screen.getByRole('link', { name: 'Update your cover in the fact-find' })).toHaveAttribute(
      'href',
      '/fact-find?step=protection',
    );
    // No quote page configured: no quote button.
    expect(screen.queryByRole('link', { name: /Get a quote/ })).not.toBeInTheDocument();
  });

  it('sends a request for a quote to the adviser as a structured message', async () => {
    signIn();
    configWith(null);
    answer(`GET ${factFindPath}`, { status: 200, body: withCover() });
    answer('POST /api/messages', (request) => messageSent(request, 7));
    const { user } = renderApp('/i-pipeline');

    await user.click(
      await screen.findByRole('radio', { name: 'A quote for new or more cover' }, firstRender),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Critical illness cover' }));
    await user.click(screen.getByRole('checkbox', { name: 'Income protection' }));
    await user.click(screen.getByRole('radio', { name: 'Emma' }));
    await user.type(
      screen.getByRole('textbox', { name: /Anything your adviser should know/ }),
      'New mortgage in May.',
    );
    await user.click(screen.getByRole('button', { name: 'Send to Olivia Bennett' }));

    expect(await screen.findByText(/Sent to Olivia Bennett/)).toBeVisible();
    const sent = requests.filter((request) => request.method === 'POST' && request.path === '/api/messages');
    expect(sent.map((request) => request.body)).toEqual([
      {
        message: [
          'Protection request: please get me a quote',
          'For: Emma',
          'Cover: Critical illness cover, Income protection',
          'Cover in my fact-find: 2 policies',
          'Note: New mortgage in May.',
        ].join('\n'),
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Anything your adviser should know/ })).toHaveValue('');
  });

  it("shows the server's refusal and keeps what was written", async () => {
    signIn();
    configWith(null);
    answer(`GET ${factFindPath}`, { status: 200, body: withCover() });
    answer('POST /api/messages', {
      status: 429,
      body: { message: 'Too many messages. Try again in a minute.' },
    });
    const { user } = renderApp('/i-pipeline');
    const note = await screen.findByRole(
      'textbox',
      { name: /Anything your adviser should know/ },
      firstRender,
    );
    await user.type(note, 'Please call.');
    await user.click(screen.getByRole('button', { name: 'Send to Olivia Bennett' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Try again in a minute.');
    expect(note).toHaveValue('Please call.');
  });

  it('keeps what was typed in the note and the cover ticked while the request was sending', async () => {
    signIn();
    configWith(null);
    answer(`GET ${factFindPath}`, { status: 200, body: withCover() });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer('POST /api/messages', async (request) => {
      await held;
      return messageSent(request, 8);
    });
    const { user } = renderApp('/i-pipeline');
    const note = await screen.findByRole(
      'textbox',
      { name: /Anything your adviser should know/ },
      firstRender,
    );
    await user.type(note, 'First.');
    await user.click(screen.getByRole('button', { name: 'Send to Olivia Bennett' }));
    await user.type(note, ' And another thing.');
    await user.click(screen.getByRole('checkbox', { name: 'Income protection' }));
    release();
    expect(await screen.findByText(/Sent to Olivia Bennett/)).toBeVisible();
    expect(note).toHaveValue('First. And another thing.');
    expect(screen.getByRole('checkbox', { name: 'Income protection' })).toBeChecked();
  });

  it('keeps a note over the limit, says so beside it and sends nothing', async () => {
    signIn();
    configWith(null);
    answer(`GET ${factFindPath}`, { status: 200, body: withCover() });
    const { user } = renderApp('/i-pipeline');
    const note = await screen.findByRole(
      'textbox',
      { name: /Anything your adviser should know/ },
      firstRender,
    );
    const long = 'x'.repeat(1001);
    await user.click(note);
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: 'Send to Olivia Bennett' }));
    expect(await screen.findByText('Keep the note to 1000 characters or fewer.')).toBeVisible();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveFocus();
    expect(note).toHaveValue(long);
    expect(requests.some((request) => request.method === 'POST' && request.path === '/api/messages')).toBe(
      false,
    );
  });

  it("opens the firm's iPipeline quote page in a new tab, in Irish terms for an Irish client", async () => {
    const irish: User = { ...jointClient, region: 'ie' };
    signIn(irish);
    configWith('https://quotes.example.com/firm/123');
    answer(`GET ${factFindPath}`, { status: 200, body: withCover() });
    renderApp('/i-pipeline');
    const quote = await screen.findByRole('link', { name: /Get a quote/ }, firstRender);
    expect(quote).toHaveTextContent(/^Get a quote\s*\(opens in a new tab\)$/);
    expect(quote).toHaveAttribute('href', 'https://quotes.example.com/firm/123');
    expect(quote).toHaveAttribute('target', '_blank');
    expect(quote).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'Life assurance, Aviva' })).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Serious illness cover' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /Accident, sickness/ })).not.toBeInTheDocument();
  });

  it('is the 404 screen, and not in the navigation, when the firm has no i-pipeline access', async () => {
    signIn({ ...jointClient, canSeeIpipeline: false });
    renderApp('/i-pipeline');
    expect(await screen.findByText('Page not found: /i-pipeline', {}, firstRender)).toBeVisible();
    expect(requests.some((request) => request.path === factFindPath)).toBe(false);
  });

  it('shows Protection in the navigation only for a firm with i-pipeline access', async () => {
    signIn({ ...jointClient, canSeeIpipeline: false });
    renderApp('/');
    expect(
      await within(await screen.findByRole('navigation', { name: 'Primary' }, firstRender)).findByRole(
        'link',
        { name: 'Finances' },
      ),
    ).toBeVisible();
    expect(within(nav()).queryByRole('link', { name: 'Protection' })).not.toBeInTheDocument();
  });
});
