import { messages } from '@atrium/domain/contract/errors';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProfile } from '../features/profile/testing.ts';
import { expectSignedDownload } from '../test/downloads.ts';
import { answer } from '../test/fake-api.ts';
import { preloadRoutes } from '../test/first-render.ts';
import { adviser, jointPartner } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';
import { signInAs } from '../test/sign-in.ts';

// /profile's "Your data": a client downloads their own data (GET /api/profile/data-export, docs/data-rights.md).

preloadRoutes('app-layout', 'profile');

const zip = {
  status: 200,
  body: 'PK',
  headers: {
    'Content-Type': 'application/zip',
    'Content-Disposition': 'attachment; filename="client-10-data-2026-03-02.zip"',
  },
};

describe('Your data on /profile', () => {
  it('downloads the client’s own data as the ZIP the server names, with the session’s token', async () => {
    withProfile();
    answer('GET /api/profile/data-export', zip);
    const app = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Your data' });
    expect(section).toHaveTextContent(
      'Download a copy of everything Example Financial Planning holds about you',
    );
    await expectSignedDownload(
      () => app.user.click(within(section).getByRole('button', { name: 'Download your data' })),
      { file: 'client-10-data-2026-03-02.zip', path: '/api/profile/data-export' },
    );
  });

  it('says why when the server refuses (too many downloads in an hour)', async () => {
    withProfile();
    const tooMany = messages.tooManyAttempts.replace(':seconds', '1800');
    answer('GET /api/profile/data-export', { status: 429, body: { message: tooMany } });
    const app = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Your data' });
    await app.user.click(within(section).getByRole('button', { name: 'Download your data' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('is offered to the household’s partner too', async () => {
    withProfile();
    signInAs(jointPartner);
    renderApp('/profile');
    expect(await screen.findByRole('region', { name: 'Your data' })).toBeInTheDocument();
  });

  it('is not on a staff member’s profile', async () => {
    withProfile();
    signInAs(adviser);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your profile' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Other sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your data' })).toBeNull();
  });
});
