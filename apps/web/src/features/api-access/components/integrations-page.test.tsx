import type { ApiCredential } from '@atrium/domain/contract/api-credentials';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { admin, adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const credential = (overrides: Partial<ApiCredential>): ApiCredential => ({
  id: 1,
  name: 'Intelliflo Office',
  scopes: ['clients:read'],
  key_prefix: 'atr_abcdefgh',
  rate_limit_per_minute: 120,
  created_at: '2026-11-20T09:00:00.000Z',
  created_by: 'Daniel Hughes',
  last_used_at: null,
  revoked_at: null,
  ...overrides,
});

const posted = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === path);

preloadRoutes('adviser-layout', 'adviser-integrations');

describe('the integrations page', () => {
  it('creates a credential with its scopes, checking them first, and shows its key once', async () => {
    let credentials: ApiCredential[] = [];
    signInAs(admin);
    answer('GET /api/adviser/api-credentials', () => ({ status: 200, body: { data: credentials } }));
    answer('GET /api/adviser/webhooks', () => ({ status: 200, body: { data: [] } }));
    answer('POST /api/adviser/api-credentials', ({ body }) => {
      const sent = body as { name: string; scopes: ApiCredential['scopes']; rate_limit_per_minute: number };
      const created = credential({ id: 2, ...sent });
      credentials = [created];
      return { status: 201, body: { data: created, key: 'atr_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG' } };
    });
    const app = renderApp('/adviser/integrations');
    const section = await screen.findByRole('region', { name: 'API credentials' }, firstRender);
    expect(within(section).getByText('No credentials yet.')).toBeVisible();

    await app.user.type(within(section).getByRole('textbox', { name: /Name/ }), 'Xplan');
    await app.user.click(within(section).getByRole('button', { name: 'Create credential' }));
    expect(await within(section).findByText('Choose at least one scope.')).toBeVisible();
    expect(posted('/api/adviser/api-credentials')).toHaveLength(0);

    await app.user.click(within(section).getByRole('checkbox', { name: /Read fact-finds/ }));
    await app.user.selectOptions(within(section).getByRole('combobox', { name: 'Rate limit' }), '300');
    await app.user.click(within(section).getByRole('button', { name: 'Create credential' }));
    expect(await within(section).findByText('atr_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG')).toBeVisible();
    expect(posted('/api/adviser/api-credentials')[0]?.body).toEqual({
      name: 'Xplan',
      scopes: ['fact_finds:read'],
      rate_limit_per_minute: 300,
    });
    expect(within(section).getByText(/copy it now. It is not shown again/)).toBeVisible();
    await app.user.click(within(section).getByRole('button', { name: 'I have copied it' }));
    expect(within(section).queryByText('atr_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG')).toBeNull();
    expect(await within(section).findByRole('button', { name: 'Revoke Xplan' })).toBeVisible();
  });

  it('is not shown to an adviser', async () => {
    signInAs(adviser);
    renderApp('/adviser/integrations');
    expect(await screen.findByText('Page not found: /adviser/integrations', {}, firstRender)).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Integrations' })).toBeNull());
  });
});
