import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initSession } from '../../../lib/session.ts';
import { factFindPath } from '../../../test/factfind-fixtures.ts';
import { answer } from '../../../test/fake-api.ts';
import { firstRender } from '../../../test/first-render.ts';
import { jointClient, jointPartner, storeSession } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { rememberInvalidAnswer } from '../invalid-answers.ts';
import { clientId, draftFactFind } from '../testing.tsx';

const returnNote = {
  note: 'Please add Emma’s workplace pension.\nAnd your goal.',
  returnedAt: '2026-03-04T10:00:00.000Z',
  returnedBy: { id: 1, name: 'Sarah Mitchell' },
};

// The stored session read as the app's start reads it (lib/session.ts), so that an invalid answer remembered before
// the render is the signed-in user's (invalid-answers.ts keys them by user), where the app looks for it.
function signIn(user = jointClient) {
  storeSession({ user });
  initSession();
}

function asClient(factFind: ReturnType<typeof draftFactFind>) {
  signIn();
  answer('GET /api/user', { status: 200, body: jointClient });
  answer(`GET ${factFindPath}`, { status: 200, body: factFind });
}

describe('the home page’s fact-find card', () => {
  it('says who returned the fact-find, shows the note and opens the first step needing attention', async () => {
    asClient(draftFactFind({ returnNote }));
    const app = renderApp('/');
    expect(await screen.findByText('Returned by Sarah Mitchell', {}, firstRender)).toBeVisible();
    expect(screen.queryByText('In progress')).toBeNull();
    const note = screen.getByRole('blockquote');
    expect(note).toHaveAccessibleName('Note from Sarah Mitchell');
    expect(note).toHaveTextContent('Please add Emma’s workplace pension. And your goal.');
    // Every required base answer is there; the firm's custom page still needs one.
    const link = screen.getByRole('link', { name: 'Go to Your goals' });
    expect(link).toHaveAttribute('href', '/fact-find?step=custom.goals');
    await app.user.click(link);
    expect(app.location().search).toEqual({ step: 'custom.goals' });
  });

  it('sends the client to a step holding an invalid value before a later missing answer', async () => {
    signIn();
    rememberInvalidAnswer(clientId, 'personal_details_client1.email', 'emma@example', 'Enter a valid email.');
    asClient(draftFactFind({ returnNote }));
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Go to About you' }, firstRender);
    expect(link).toHaveAttribute('href', '/fact-find?step=about-you');
  });

  it('counts only the steps the client may see, as the questionnaire does (the user’s permissions)', async () => {
    const user = { ...jointClient, permissions: { 'fact-find.personal_details_client2': { read: false } } };
    signIn(user);
    rememberInvalidAnswer(clientId, 'personal_details_client2.email', 'emma@example', 'Enter a valid email.');
    answer('GET /api/user', { status: 200, body: user });
    answer(`GET ${factFindPath}`, { status: 200, body: draftFactFind({ returnNote }) });
    renderApp('/');
    const link = await screen.findByRole('link', { name: 'Go to Your goals' }, firstRender);
    expect(link).toHaveAttribute('href', '/fact-find?step=custom.goals');
  });

  it('tells the partner the household’s fact-find has been sent, not that she sent it', async () => {
    storeSession({ user: jointPartner });
    answer('GET /api/user', { status: 200, body: jointPartner });
    answer(`GET ${factFindPath}`, { status: 200, body: draftFactFind({ status: 'awaiting-review' }) });
    renderApp('/');
    expect(
      await screen.findByText(
        'Your fact-find has been sent to Olivia Bennett. They will be in touch once they have reviewed it.',
        {},
        firstRender,
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See what was sent' })).toHaveAttribute(
      'href',
      '/fact-find/review',
    );
  });

  it('reads "In progress" for a draft nobody returned', async () => {
    asClient(draftFactFind({ returnNote: null }));
    renderApp('/');
    const card = (await screen.findByText('In progress', {}, firstRender)).closest('div')?.parentElement;
    expect(card).toBeTruthy();
    expect(within(card as HTMLElement).getByRole('link', { name: 'Continue your fact-find' })).toBeVisible();
    expect(screen.queryByText(/Returned by/)).toBeNull();
  });
});
