import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../test/console-guard.ts';
import { answer } from '../test/fake-api.ts';
import { jointClient, storeSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

// The fact-find routes load their guard and their error screen with import(): a failing load still
// shows the fact-find's own error screen (not the root's), with the server's message and a retry.
describe('a fact-find that cannot be loaded', () => {
  it.each(['/fact-find', '/fact-find/review'])('explains why on %s, inside the layout', async (path) => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer(`GET /api/clients/${jointClient.client?.id}/portal/changes`, {
      status: 503,
      body: { message: 'The portal is busy. Please try again in a moment.' },
    });
    expectConsoleError(/portal is busy/);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your fact-find' })).toBeInTheDocument();
    expect(screen.getByText('The portal is busy. Please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Primary' })).toBeInTheDocument();
  });
});
