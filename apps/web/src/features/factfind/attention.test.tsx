import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { factFindPath } from '../../test/factfind-fixtures.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { clientId, draftFactFind } from './testing.tsx';

// Nothing typed is lost without a word: an invalid answer stays in its field with its message (across a reload),
// its step is not ticked, Next and the review page say what needs attention and take the person to it, and a
// number outside its bounds says what it was changed to.

const base = `/api/clients/${clientId}`;
const saved = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 3 } };
const updates = () =>
  requests.filter((r) => r.method === 'PUT' && r.path === `${base}/portal/changes/update`).map((r) => r.body);

function asClient(factFind: PortalChangesResponse) {
  storeSession();
  answer('GET /api/user', { status: 200, body: jointClient });
  answer(`GET ${factFindPath}`, { status: 200, body: factFind });
  answer(`GET ${base}/fact-find-consent`, {
    status: 200,
    body: { data: { required: false, text: '', given: false, given_at: null } },
  });
  answer(`PUT ${base}/portal/changes/update`, saved);
}

// Emma's (the partner's) email and mobile: the second of each, drawn just after the first screen.
async function partnerContact() {
  await waitFor(() => expect(screen.getAllByRole('textbox', { name: /^Email address/ })).toHaveLength(2));
  return {
    email: screen.getAllByRole('textbox', { name: /^Email address/ })[1] as HTMLInputElement,
    mobile: screen.getAllByRole('textbox', { name: /^Mobile telephone/ })[1] as HTMLInputElement,
  };
}

async function typeInvalidContact(app: ReturnType<typeof renderApp>) {
  const { email, mobile } = await partnerContact();
  await app.user.type(email, 'emma.carter@example');
  await app.user.type(mobile, '12');
  await app.user.tab();
  return { email, mobile };
}

const stepLink = (name: RegExp) =>
  within(screen.getByRole('navigation', { name: 'Fact-find steps' })).getByRole('link', { name });
const progress = () =>
  within(screen.getByRole('navigation', { name: 'Fact-find steps' })).getByText(/% complete$/);

describe('an invalid answer', () => {
  it('stays in its field with its message after a reload, and is never sent', async () => {
    asClient(draftFactFind());
    const first = renderApp('/fact-find?step=about-you');
    const { email, mobile } = await typeInvalidContact(first);
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(mobile).toHaveAccessibleDescription('Enter a valid telephone number.');
    first.unmount();

    renderApp('/fact-find?step=about-you');
    const again = await partnerContact();
    expect(again.email).toHaveValue('emma.carter@example');
    expect(again.email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(again.email).toHaveAttribute('aria-invalid', 'true');
    expect(again.mobile).toHaveValue('12');
    expect(again.mobile).toHaveAccessibleDescription('Enter a valid telephone number.');
    expect(updates()).toEqual([]);
  });

  it('keeps its step unticked; Next stays, says how many need attention and links to each field', async () => {
    asClient(draftFactFind({ lastCompletedStep: 'about-you' }));
    const app = renderApp('/fact-find?step=about-you');
    expect(await screen.findByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(stepLink(/^About you ?\(completed\)$/)).toBeInTheDocument();
    expect(progress()).not.toHaveTextContent(/^· 0% complete$/);
    const { email } = await typeInvalidContact(app);
    expect(stepLink(/^About you ?\(needs attention\)$/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /About you \(completed\)/ })).toBeNull();
    // The progress counts it out too: About you (the first step) was the only one done.
    expect(progress()).toHaveTextContent(/^· 0% complete$/);

    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByRole('alert', { name: '' });
    expect(summary).toHaveTextContent('2 answers need attention');
    expect(summary).toHaveFocus();
    expect(app.location().search).toEqual({ step: 'about-you' });
    expect(updates()).toEqual([]);

    await app.user.click(within(summary).getByRole('link', { name: "Email address, Emma's details" }));
    expect(email).toHaveFocus();
    await app.user.clear(email);
    await app.user.type(email, 'emma.carter@example.com');
    await app.user.tab();
    await waitFor(() => expect(screen.getByText('1 answer needs attention')).toBeInTheDocument());
    expect(updates()).toEqual([
      { updates: { personal_details_client2: { email: 'emma.carter@example.com' } } },
    ]);
  });
});

describe('an invalid answer in a list item', () => {
  it('opens its item after a reload, and a link to it opens the item and focuses the field', async () => {
    const draft = draftFactFind();
    draft.factFind.dependants = { has_dependants: true, items: [{ first_name: 'Lily' }] };
    asClient(draft);
    const first = renderApp('/fact-find?step=dependants');
    await first.user.click(await screen.findByRole('button', { name: /^Edit/ }));
    const birth = await screen.findByLabelText(/^Date of birth/);
    fireEvent.change(birth, { target: { value: '1850-01-01' } });
    fireEvent.blur(birth);
    expect(await screen.findByText('Enter a date after 1900.')).toBeInTheDocument();
    first.unmount();

    const app = renderApp('/fact-find?step=dependants');
    const again = await screen.findByLabelText(/^Date of birth/);
    expect(again).toHaveValue('1850-01-01');
    expect(again).toHaveAccessibleDescription('Enter a date after 1900.');
    await app.user.click(screen.getByRole('button', { name: /^Done/ }));
    expect(screen.queryByLabelText(/^Date of birth/)).toBeNull();

    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    const summary = screen.getByText('1 answer needs attention').closest('[role="alert"]') as HTMLElement;
    await app.user.click(
      within(summary).getByRole('link', { name: 'Date of birth (Dependant 1), Your dependants' }),
    );
    await waitFor(() => expect(screen.getByLabelText(/^Date of birth/)).toHaveFocus());
    expect(updates()).toEqual([]);
  });
});

describe('the review page', () => {
  it('lists the answers needing attention, refuses to submit, and its links focus the field', async () => {
    asClient(draftFactFind());
    const app = renderApp('/fact-find?step=about-you');
    await typeInvalidContact(app);
    await app.router.navigate({ to: '/fact-find/review' });
    const list = await screen.findByText(
      /^2 answers need attention: correct or clear them before you submit$/,
    );
    const summary = list.closest('[role="alert"]') as HTMLElement;
    expect(within(summary).getByRole('link', { name: "Mobile telephone, Emma's details" })).toHaveAttribute(
      'href',
      '/fact-find?step=about-you',
    );

    await app.user.click(screen.getByRole('button', { name: 'Submit to Olivia Bennett' }));
    expect(screen.getByText(/^Not sent: 2 answers need attention\./)).toBeInTheDocument();
    expect(summary).toHaveFocus();
    expect(requests.filter((r) => r.path === `${base}/portal/changes/submit`)).toEqual([]);

    await app.user.click(within(summary).getByRole('link', { name: "Mobile telephone, Emma's details" }));
    const { mobile } = await partnerContact();
    await waitFor(() => expect(mobile).toHaveFocus());
    expect(mobile).toHaveValue('12');
  });
});

describe('a number outside its bounds', () => {
  it('says what it was changed to, and the save carries what was typed', async () => {
    const draft = draftFactFind();
    draft.factFind.employment_client1 = { employment_status: 'Employed' };
    asClient(draft);
    const app = renderApp('/fact-find?step=employment');
    const [age] = await screen.findAllByRole('textbox', { name: /^Age you would like to retire/ });
    await app.user.type(age as HTMLElement, '150');
    await app.user.tab();
    expect(age).toHaveValue('85');
    const notice = screen.getByText('Changed to 85, the most allowed');
    expect(notice).toHaveAttribute('aria-live', 'polite');
    expect(age).toHaveAccessibleDescription(/Changed to 85, the most allowed/);
    await waitFor(() =>
      expect(updates()).toEqual([
        {
          updates: { employment_client1: { desired_retirement_age: 85 } },
          typed: { 'employment_client1.desired_retirement_age': '150' },
        },
      ]),
    );
    await app.user.clear(age as HTMLElement);
    await app.user.type(age as HTMLElement, '30');
    await app.user.tab();
    expect(screen.getByText('Changed to 40, the least allowed')).toBeInTheDocument();
  });
});
