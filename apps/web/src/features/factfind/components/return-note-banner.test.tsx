import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath } from '../../../test/factfind-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { jointClient, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { clientId, draftFactFind } from '../testing.tsx';

preloadRoutes('app-layout', 'fact-find', 'fact-find-review');

const returnNote = {
  note: 'Please add Emma’s workplace pension.',
  returnedAt: '2026-03-04T10:00:00.000Z',
  returnedBy: { id: 1, name: 'Olivia Bennett' },
};

function asClient(factFind: () => PortalChangesResponse) {
  storeSession();
  answer('GET /api/user', { status: 200, body: jointClient });
  answer(`GET ${factFindPath}`, () => ({ status: 200, body: factFind() }));
}

describe('the adviser’s return note', () => {
  it('is shown on the questionnaire of a returned fact-find', async () => {
    asClient(() => draftFactFind({ returnNote }));
    renderApp('/fact-find');
    const banner = await screen.findByRole(
      'region',
      { name: 'Olivia Bennett sent your fact-find back to you' },
      firstRender,
    );
    expect(banner).toHaveTextContent('Please add Emma’s workplace pension.');
    expect(banner).toHaveTextContent('On 4 March 2026.');
  });

  it('appears live on the review page when the adviser returns the fact-find', async () => {
    let returned = false;
    asClient(() =>
      returned
        ? draftFactFind({ returnNote })
        : draftFactFind({ status: 'awaiting-review', returnNote: null }),
    );
    renderApp('/fact-find/review', { realtime: fakeRealtime() });
    expect(
      await screen.findByText(/You have sent this fact-find to Olivia Bennett/, {}, firstRender),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /sent your fact-find back/ })).toBeNull();
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));

    returned = true;
    FakePusher.latest().emit(`private-user.${jointClient.id}.updates`, 'fact-find.updated', {
      client_id: clientId,
      fact_find_id: 31,
      status: 'draft',
      timestamp: '2026-03-04T10:00:00.000Z',
    });
    const banner = await screen.findByRole('region', {
      name: 'Olivia Bennett sent your fact-find back to you',
    });
    expect(banner).toHaveTextContent('Please add Emma’s workplace pension.');
    expect(screen.getByRole('link', { name: 'Change your fact-find' })).toHaveAttribute('href', '/fact-find');
    // A draft again: it can be sent once more.
    expect(await screen.findByRole('button', { name: /^Submit to/ })).toBeVisible();
  });

  it('is not shown once the fact-find is sent again', async () => {
    asClient(() => draftFactFind({ status: 'awaiting-review', returnNote: null }));
    renderApp('/fact-find/review');
    await screen.findByText(/You have sent this fact-find to Olivia Bennett/, {}, firstRender);
    expect(screen.queryByRole('region', { name: /sent your fact-find back/ })).toBeNull();
  });
});
