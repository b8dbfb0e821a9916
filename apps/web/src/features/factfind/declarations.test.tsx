import type { DeclarationsResponse } from '@atrium/domain/contract/factfind-declarations';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath } from '../../test/factfind-fixtures.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { clientId, draftFactFind } from './testing.tsx';

// The review page when the firm asks each partner for a declaration (declarations-panel.tsx).

const path = `/api/clients/${clientId}/fact-find-declarations`;
const text = 'What I have given about myself in this fact-find is true and complete.';

function state(overrides: Partial<DeclarationsResponse['data']> = {}): DeclarationsResponse {
  return {
    data: {
      required: true,
      text,
      complete: false,
      status: 'draft',
      people: [
        {
          person: 1,
          name: 'James',
          can_sign_in: true,
          required: true,
          declared: false,
          declared_at: null,
          is_outdated: false,
          is_you: true,
        },
        {
          person: 2,
          name: 'Emma',
          can_sign_in: true,
          required: true,
          declared: true,
          declared_at: '2026-11-24T14:05:00.000Z',
          is_outdated: false,
          is_you: false,
        },
      ],
      ...overrides,
    },
  };
}

function asClient(declarations: DeclarationsResponse) {
  storeSession();
  answer('GET /api/user', { status: 200, body: jointClient });
  answer(`GET ${factFindPath}`, { status: 200, body: draftFactFind() });
  answer(`GET ${path}`, { status: 200, body: declarations });
}

describe('declarations on the review page', () => {
  it('shows who has declared, and the declaration that completes them sends the fact-find', async () => {
    asClient(state());
    let isSent = false;
    answer(`GET ${factFindPath}`, () => ({
      status: 200,
      body: { ...draftFactFind(), status: isSent ? 'awaiting-review' : 'draft' },
    }));
    answer(`POST ${path}`, () => {
      isSent = true;
      return {
        status: 200,
        body: state({
          complete: true,
          status: 'awaiting-review',
          people: state().data.people.map((p) => ({
            ...p,
            declared: true,
            declared_at: p.declared_at ?? '2026-11-24T15:00:00.000Z',
          })),
        }),
      };
    });
    const app = renderApp('/fact-find/review');
    const panel = await screen.findByRole('region', { name: 'Declarations' });
    const people = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(people).toEqual([
      'James (you): Not declared yet',
      expect.stringMatching(/^Emma: Declared on 24 November 2026 at \d\d:05$/),
    ]);
    // The plain submit gives way to the declaration.
    expect(screen.queryByRole('button', { name: 'Submit to Olivia Bennett' })).toBeNull();
    const send = within(panel).getByRole('button', { name: 'Declare and submit to Olivia Bennett' });
    await app.user.click(send);
    expect(within(panel).getByRole('checkbox', { name: `I declare: ${text}` })).toHaveAccessibleDescription(
      'Tick the box to make the declaration.',
    );
    expect(requests.filter((r) => r.method === 'POST' && r.path === path)).toHaveLength(0);
    await app.user.click(within(panel).getByRole('checkbox', { name: `I declare: ${text}` }));
    await app.user.click(send);
    expect(await screen.findByText('Olivia Bennett will read through your answers.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST' && r.path === path).map((r) => r.body)).toEqual([
      { accepted: true },
    ]);
    expect(app.location().pathname).toBe('/fact-find/submit-success');
  });

  it('says whom it still waits for once the caller has declared, and who has no sign-in yet', async () => {
    const people = state().data.people;
    asClient(
      state({
        people: [
          {
            ...people[0],
            declared: true,
            declared_at: '2026-11-24T15:00:00.000Z',
          } as (typeof people)[number],
          { ...people[1], declared: false, declared_at: null, is_outdated: true } as (typeof people)[number],
        ],
      }),
    );
    renderApp('/fact-find/review');
    const panel = await screen.findByRole('region', { name: 'Declarations' });
    expect(within(panel).getAllByRole('listitem')[1]).toHaveTextContent(
      'Emma: Declared, but answers have changed since: needs to declare again',
    );
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Your declaration is recorded. It goes to Olivia Bennett once Emma has declared.',
    );
  });
});
