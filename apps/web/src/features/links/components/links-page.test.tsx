import type { Link } from '@atrium/domain/contract/links';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { jointClient } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const firmLink: Link = {
  id: 1,
  title: 'MoneyHelper',
  url: 'https://www.moneyhelper.org.uk/en',
  description: 'Free, impartial help with money, backed by the government.',
  scope: 'firm',
  client_id: null,
  created_at: '2026-03-01T09:00:00.000Z',
  updated_at: '2026-03-01T09:00:00.000Z',
};
const ownLink: Link = {
  ...firmLink,
  id: 2,
  title: 'Your pension provider',
  url: 'https://pensions.example.com/login',
  description: '',
  scope: 'client',
  client_id: 1,
  created_at: '2026-03-02T09:00:00.000Z',
};

preloadRoutes('app-layout', 'links');

describe('the Links page', () => {
  it("lists the adviser's links for the client, then the firm's, each opening safely in a new tab", async () => {
    signInAs();
    answer('GET /api/links', { status: 200, body: { data: [firmLink, ownLink] } });
    renderApp('/links');
    expect(await screen.findByRole('heading', { level: 1, name: 'Links' }, firstRender)).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      `From ${jointClient.adviser.name}, for you`,
      'From Example Financial Planning',
    ]);
    const link = screen.getByRole('link', { name: /^MoneyHelper ?\(opens in a new tab\)$/ });
    expect(link).toHaveAttribute('href', 'https://www.moneyhelper.org.uk/en');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('www.moneyhelper.org.uk/en')).toBeInTheDocument();
    expect(within(card).getByText(firmLink.description)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Your pension provider ?\(opens in a new tab\)$/ }),
    ).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says so when there are none', async () => {
    signInAs();
    renderApp('/links');
    expect(await screen.findByText('No links yet', {}, firstRender)).toBeInTheDocument();
  });

  it('shows the newest links on the home page', async () => {
    signInAs();
    answer('GET /api/links', { status: 200, body: { data: [firmLink, ownLink] } });
    renderApp('/');
    const heading = await screen.findByRole('heading', { name: 'Useful links' }, firstRender);
    const card = heading.parentElement as HTMLElement;
    expect(
      within(card)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Your pension provider (opens in a new tab)',
      'MoneyHelper (opens in a new tab)',
      'All links',
    ]);
  });
});
