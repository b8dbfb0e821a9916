import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  base,
  clientId,
  emmaAccess,
  jamesDetail,
  jointHousehold,
  signInAsAdviser,
  signInWithFactFind,
  withClient,
} from '../../../test/adviser-fixtures.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-overview');

const card = (name: string) => screen.getByRole('region', { name });
const posts = (path: string) => requests.filter((r) => r.method === 'POST' && r.path === `${base}${path}`);

describe('a client’s page', () => {
  it('shows contact details, the joint partner, the adviser and portal access', async () => {
    signInAsAdviser();
    withClient();
    renderApp(`/adviser/clients/${clientId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'James Carter' }, firstRender)).toBeVisible();
    expect(document.title).toBe('Overview · James Carter · Example Financial Planning');
    const contact = card('Contact details');
    expect(within(contact).getByRole('link', { name: 'client@example.com' })).toHaveAttribute(
      'href',
      'mailto:client@example.com',
    );
    expect(contact).toHaveTextContent('Telephone+44 7700 900456');
    expect(contact).toHaveTextContent('Date of birth12 Apr 1975');
    expect(card('Joint partner')).toHaveTextContent('NameEmma CarterEmailemma@example.com');
    expect(within(card('Joint partner')).getByRole('link', { name: 'emma@example.com' })).toHaveAttribute(
      'href',
      'mailto:emma@example.com',
    );
    expect(card('Adviser')).toHaveTextContent('Olivia Bennett');
    const portal = card('Portal access');
    expect(portal).toHaveTextContent('StatusActive');
    expect(portal).toHaveTextContent('On: text message to +•• •••• •••456; 1 trusted device');
    // Active: no invitation to send.
    expect(within(portal).queryByRole('button', { name: /invitation/ })).toBeNull();
  });

  it('has tabs that are addresses, moved between with the arrow keys', async () => {
    signInWithFactFind();
    answer(`GET ${base}/documents`, { status: 200, body: { data: [] } });
    answer(`GET ${base}/links`, { status: 200, body: { data: [] } });
    // {End} visits the Portfolio tab, whose loader asks for it (even if the test has moved on before it answers).
    answer(`GET ${base}/portfolio`, {
      status: 200,
      body: { data: { accounts: [], totals: [], history: [] } },
    });
    // {End} visits the Forecast tab, whose loader asks for the firm's assumptions and the saved scenarios.
    answer('GET /api/forecast/assumptions', { status: 404, body: { message: 'Not found.' } });
    answer(`GET ${base}/forecast/scenarios`, { status: 200, body: { data: [] } });
    const app = renderApp(`/adviser/clients/${clientId}`);
    const tablist = await screen.findByRole('tablist', { name: 'Client' }, firstRender);
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Fact-find',
      'Messages (2 unread)',
      'Notifications',
      'Documents and links',
      'Signatures',
      'Risk',
      'Portfolio',
      'Forecast',
    ]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(tabs[1]).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Overview');

    tabs[0]?.focus();
    await app.user.keyboard('{ArrowRight}');
    await waitFor(() => expect(app.location().pathname).toBe(`/adviser/clients/${clientId}/fact-find`));
    expect(screen.getByRole('tab', { name: 'Fact-find' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Fact-find' })).toHaveAttribute('aria-selected', 'true');
    await app.user.keyboard('{End}');
    await waitFor(() => expect(app.location().pathname).toBe(`/adviser/clients/${clientId}/forecast`));
    await app.user.keyboard('{ArrowRight}');
    await waitFor(() => expect(app.location().pathname).toBe(`/adviser/clients/${clientId}`));
  });

  it('resends an invitation after asking, and shows the client as they now are', async () => {
    signInAsAdviser();
    const invited = {
      ...jamesDetail,
      portal: { ...jamesDetail.portal, status: 'invitation-expired' as const },
    };
    withClient(invited);
    answer(`POST ${base}/resend-invitation`, {
      status: 200,
      body: {
        message: 'Invitation sent.',
        data: { ...invited, portal: { ...invited.portal, status: 'invited' } },
      },
    });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(await screen.findByRole('button', { name: 'Resend invitation' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Resend the invitation?' });
    expect(dialog).toHaveTextContent('client@example.com');
    expect(posts('/resend-invitation')).toHaveLength(0);
    await app.user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(card('Portal access')).toHaveTextContent('StatusInvited');
    expect(posts('/resend-invitation')).toHaveLength(1);
  });

  it('offers a revoked client an invitation again, and no access switch', async () => {
    signInAsAdviser();
    withClient({
      ...jamesDetail,
      portal: {
        ...jamesDetail.portal,
        status: 'revoked',
        disabled_at: '2026-03-01T09:00:00.000Z',
        invitation: null,
      },
    });
    renderApp(`/adviser/clients/${clientId}`);
    expect(await screen.findByRole('button', { name: 'Invite again' }, firstRender)).toBeVisible();
    expect(card('Portal access')).toHaveTextContent('StatusRevoked');
    expect(screen.queryByRole('button', { name: /portal access/ })).toBeNull();
  });

  it('disables portal access, and keeps the dialog open with the reason when refused', async () => {
    signInAsAdviser();
    withClient();
    answer(`POST ${base}/portal-access`, { status: 403, body: { message: 'This action is unauthorized.' } });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(await screen.findByRole('button', { name: 'Disable portal access' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Disable portal access?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Disable access' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This action is unauthorized.');
    expect(posts('/portal-access')[0]?.body).toEqual({ enabled: false });

    answer(`POST ${base}/portal-access`, {
      status: 200,
      body: {
        data: {
          ...jamesDetail,
          portal: { ...jamesDetail.portal, status: 'disabled', disabled_at: '2026-03-03T10:00:00.000Z' },
        },
      },
    });
    await app.user.click(within(dialog).getByRole('button', { name: 'Disable access' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Enable portal access' })).toBeVisible();
    expect(card('Portal access')).toHaveTextContent('StatusDisabled');
  });

  it('resets two-step verification after asking', async () => {
    signInAsAdviser();
    withClient();
    answer(`POST ${base}/reset-mfa`, {
      status: 200,
      body: {
        data: {
          ...jamesDetail,
          portal: {
            ...jamesDetail.portal,
            mfa: { enabled: false, methods: [], telephone: null, trusted_devices: 0 },
          },
        },
      },
    });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(
      await screen.findByRole('button', { name: 'Reset two-step verification' }, firstRender),
    );
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(/Two-step verification has been reset/)).toBeVisible();
    expect(card('Portal access')).toHaveTextContent('Two-step verificationOff');
    expect(screen.queryByRole('button', { name: 'Reset two-step verification' })).toBeNull();
  });

  it('signs a client who signs in alone out everywhere, after asking', async () => {
    signInAsAdviser();
    withClient();
    answer(`POST ${base}/sign-out`, { status: 200, body: { data: jamesDetail } });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Sign James Carter out everywhere?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out everywhere: every session has ended.')).toBeVisible();
    expect(posts('/sign-out')).toHaveLength(1);
  });
  it('shows the 404 screen for a client out of reach', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/clients/77', { status: 404, body: { message: 'Not found.' } });
    renderApp('/adviser/clients/77');
    expect(await screen.findByText('Page not found: /adviser/clients/77', {}, firstRender)).toBeVisible();
  });
});

describe('a household where both people sign in', () => {
  const person = (name: string) => within(card('Portal access')).getByRole('region', { name });

  it('shows each person’s access with their own controls', async () => {
    signInAsAdviser();
    withClient(jointHousehold);
    renderApp(`/adviser/clients/${clientId}`);
    await screen.findByRole('heading', { level: 1, name: 'James Carter' }, firstRender);
    const james = person('James Carter Client');
    const emma = person('Emma Carter Partner');
    expect(james).toHaveTextContent('StatusActive');
    expect(james).toHaveTextContent('On: text message to +•• •••• •••456; 1 trusted device');
    expect(emma).toHaveTextContent('StatusActive');
    expect(emma).toHaveTextContent('Two-step verificationOff');
    expect(emma).toHaveTextContent('InvitationAccepted');
    for (const name of ['Disable portal access', 'Sign out everywhere']) {
      expect(within(james).getByRole('button', { name: `${name} for James Carter` })).toBeVisible();
      expect(within(emma).getByRole('button', { name: `${name} for Emma Carter` })).toBeVisible();
    }
    // Only James has a second factor to reset.
    expect(
      within(james).getByRole('button', { name: 'Reset two-step verification for James Carter' }),
    ).toBeVisible();
    expect(within(emma).queryByRole('button', { name: /two-step/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Disable access for both' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign both out everywhere' })).toBeVisible();
  });

  it('turns the partner’s access off alone, at the partner’s own address', async () => {
    signInAsAdviser();
    withClient(jointHousehold);
    const emmaOff = { ...emmaAccess, status: 'disabled' as const, disabled_at: '2026-03-03T10:00:00.000Z' };
    answer(`POST ${base}/people/2/portal-access`, {
      status: 200,
      body: { data: { ...jointHousehold, people: [jointHousehold.people[0], emmaOff] } },
    });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(
      await screen.findByRole('button', { name: 'Disable portal access for Emma Carter' }, firstRender),
    );
    const dialog = screen.getByRole('dialog', { name: 'Disable portal access for Emma Carter?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Disable access' }));
    expect(
      await within(person('Emma Carter Partner')).findByRole('button', {
        name: 'Enable portal access for Emma Carter',
      }),
    ).toBeVisible();
    expect(person('Emma Carter Partner')).toHaveTextContent('StatusDisabled');
    expect(person('James Carter Client')).toHaveTextContent('StatusActive');
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.path, r.body])).toEqual([
      [`${base}/people/2/portal-access`, { enabled: false }],
    ]);
  });

  it('turns both people’s access off at once, then offers to turn it on for both', async () => {
    signInAsAdviser();
    withClient(jointHousehold);
    const off = { status: 'disabled' as const, disabled_at: '2026-03-03T10:00:00.000Z' };
    answer(`POST ${base}/portal-access`, {
      status: 200,
      body: {
        data: {
          ...jointHousehold,
          portal: { ...jointHousehold.portal, ...off },
          people: jointHousehold.people.map((one) => ({ ...one, ...off })),
        },
      },
    });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(await screen.findByRole('button', { name: 'Disable access for both' }, firstRender));
    const dialog = screen.getByRole('dialog', { name: 'Disable portal access for both?' });
    expect(dialog).toHaveTextContent('James Carter and Emma Carter will be signed out everywhere at once');
    await app.user.click(within(dialog).getByRole('button', { name: 'Disable access' }));
    expect(await screen.findByRole('button', { name: 'Enable access for both' })).toBeVisible();
    expect(posts('/portal-access').map((r) => r.body)).toEqual([{ enabled: false }]);
    expect(screen.queryByRole('button', { name: /Sign .*out everywhere/ })).toBeNull();
  });

  it('resets one person’s two-step verification and signs one person out, each at their own address', async () => {
    signInAsAdviser();
    withClient(jointHousehold);
    answer(`POST ${base}/people/1/reset-mfa`, { status: 200, body: { data: jointHousehold } });
    answer(`POST ${base}/people/2/sign-out`, { status: 200, body: { data: jointHousehold } });
    const app = renderApp(`/adviser/clients/${clientId}`);
    await app.user.click(
      await screen.findByRole(
        'button',
        { name: 'Reset two-step verification for James Carter' },
        firstRender,
      ),
    );
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await app.user.click(screen.getByRole('button', { name: 'Sign out everywhere for Emma Carter' }));
    const dialog = screen.getByRole('dialog', { name: 'Sign Emma Carter out everywhere?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      `${base}/people/1/reset-mfa`,
      `${base}/people/2/sign-out`,
    ]);
  });
});
