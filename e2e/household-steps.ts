import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { field, goToStep, region } from './fact-find-steps.ts';
import {
  authHeaders,
  type ClientSession,
  expect,
  linkIn,
  type ReadOutbox,
  test,
  uniqueEmail,
} from './fixtures.ts';

// Steps of the household journeys (journeys/household-of-two.spec.ts): two partners who each sign in, the firm's
// declarations, and what each partner reads. Mails are read from the development outbox.

export const declarationText = 'What I have given about myself in this fact-find is true and complete.';
export const partnerPassword = 'a long and private passphrase';

// The mails of one subject to `to`, once there are `count` of them; `about`, when given, keeps those whose text holds
// it (the adviser's mailbox is shared with the other journeys of this portal, so their clients' mails are left out
// by the client's link).
export async function mailsWithSubject(
  readOutbox: ReadOutbox,
  to: string,
  subject: string,
  count: number,
  about = '',
) {
  const matching = async () =>
    (await readOutbox(to)).filter((mail) => mail.subject === subject && mail.text.includes(about));
  await expect
    .poll(async () => (await matching()).length, { message: `${count} × "${subject}" to ${to}` })
    .toBe(count);
  return matching();
}

// Accepts the latest invitation mailed to `email` through the API, as the create-password page does.
export async function accept(request: APIRequestContext, readOutbox: ReadOutbox, email: string) {
  await expect
    .poll(async () => (await readOutbox(email)).length, { message: `invitation to ${email}` })
    .toBe(1);
  const hash = new URL(linkIn((await readOutbox(email))[0], '/invite/')).pathname.split('/').at(-1);
  const accepted = await request.post(`/api/invitations/${hash}/accept`, {
    data: { password: partnerPassword, password_confirmation: partnerPassword },
  });
  expect(accepted.status(), `accept ${email}`).toBe(200);
  return (await accepted.json()) as ClientSession;
}

// A joint household of the demo adviser's, both signed up: the adviser adds it with the partner's name and address
// (the Add client dialog's call), the client accepts the mailed invitation, the adviser invites the partner from the
// client page's partner card (its call) and the partner accepts. Each person's own address is new to this run.
export async function jointHousehold(
  request: APIRequestContext,
  readOutbox: ReadOutbox,
  names: { client: string; partner: string },
) {
  const stamp = Date.now();
  const clientEmail = uniqueEmail(names.client, stamp);
  const partnerEmail = uniqueEmail(names.partner, stamp);
  const adviser = await authHeaders(request, 'adviser');
  const added = await request.post('/api/adviser/invitations', {
    headers: adviser,
    data: {
      name: names.client,
      email: clientEmail,
      partner_name: names.partner,
      partner_email: partnerEmail,
    },
  });
  expect(added.status(), 'household added').toBe(200);
  const clientId = ((await added.json()) as { client: { id: number } }).client.id;
  const client = await accept(request, readOutbox, clientEmail);
  const invited = await request.post(`/api/adviser/clients/${clientId}/partner`, {
    headers: adviser,
    data: {},
  });
  expect(invited.status(), 'partner invited').toBe(200);
  const partner = await accept(request, readOutbox, partnerEmail);
  return { clientId, client, partner, clientEmail, partnerEmail };
}

// The reader's side of the household: who they are, who the other person is.
export type Reader = { page: Page; first: string; full: string; other: string; otherFull: string };

// Every client page as one partner reads it: "you" is the reader, the other is named. axe scans each page.
// What Aisha wrote when she booked the household's appointment (journeys/household-of-two.spec.ts).
export const aishasNotes = 'Our pension transfer';

export async function readEveryPage(reader: Reader, documentName: string) {
  const { page, first, full, other, otherFull } = reader;
  // Home: greeted as themselves, listed first in their household.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${first}` })).toBeVisible();
  const household = page.getByRole('heading', { name: 'Your household' }).locator('..');
  await expect(household.getByRole('listitem').first()).toHaveText(full);
  await expect(household.getByRole('listitem').nth(1)).toHaveText(otherFull);
  await expectNoAxeViolations(page);

  // The fact-find: each is asked about themselves in their own section and about "your partner" in the other's.
  await page.goto('/fact-find?step=employment');
  await expect(page.getByRole('heading', { level: 2, name: 'Employment' })).toBeVisible();
  await expect(field(region(page, `${first}'s employment`), 'Age you would like to retire')).toBeVisible();
  await expect(
    field(region(page, `${other}'s employment`), 'Age your partner would like to retire'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await goToStep(page, 'Wills and estate');
  const question = (section: string, name: string) =>
    region(page, section).getByRole('group', { name: new RegExp(`^${name}`) });
  await expect(question(`${first}'s will and estate`, 'Do you have a will')).toBeVisible();
  await expect(question(`${other}'s will and estate`, 'Does your partner have a will')).toBeVisible();
  await expectNoAxeViolations(page);

  // The review reads the same way.
  await page.goto('/fact-find/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Review your fact-find' })).toBeVisible();
  await expect(region(page, `${first}'s employment`)).toContainText('Age you would like to retire');
  await expect(region(page, `${other}'s employment`)).toContainText('Age your partner would like to retire');
  await expectNoAxeViolations(page);

  // Documents: Michael's upload is "you" and his to delete only.
  await page.goto('/documents');
  const upload = page.getByRole('list', { name: 'Your documents' }).getByRole('listitem').filter({
    hasText: documentName,
  });
  const isMichael = first === 'Michael';
  await expect(upload).toContainText(isMichael ? 'Uploaded by you' : `Uploaded by ${otherFull}`);
  await expect(upload.getByRole('button', { name: `Delete ${documentName}` })).toHaveCount(isMichael ? 1 : 0);
  await expectNoAxeViolations(page);

  // Messages: Aisha's message is "You" to her and hers by name to Michael.
  await page.goto('/messages');
  const fromAisha = page
    .getByRole('log', { name: 'Conversation' })
    .getByRole('listitem')
    .filter({ hasText: 'A question from Aisha' });
  await expect(fromAisha).toContainText(isMichael ? `${otherFull} ·` : 'You ·');
  await expectNoAxeViolations(page);

  // The knowledge and experience each gave: their own in their words, the other's said of them.
  const isAisha = first === 'Aisha';
  await page.goto('/fact-find?step=objectives');
  const aishas = region(page, `Aisha's investment knowledge and experience`);
  await expect(
    aishas.getByRole('radio', {
      name: isAisha
        ? 'Basic: I understand savings and simple investments'
        : 'Basic: understands savings and simple investments',
    }),
  ).toBeChecked();
  await expect(
    aishas.getByRole('group', {
      name: new RegExp(
        `^${isAisha ? 'How well do you know investing\\?' : 'How well does your partner know investing\\?'}`,
      ),
    }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The calendar speaks to the household as one, and says who wrote each appointment's notes.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Your appointments with Sarah Mitchell.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText(
    `Notes from ${isAisha ? 'you' : 'Aisha Okafor'}: ${aishasNotes}`,
  );
  await expectNoAxeViolations(page);

  // The forecast and the household's other pages speak to the household as one.
  for (const [path, heading] of [
    ['/forecast', 'Will your money last?'],
    ['/finances', 'Your finances'],
    ['/portfolio', 'Portfolio'],
    ['/links', 'Links'],
    ['/atrq', 'Attitude to risk'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  // The profile is their own account.
  await page.goto('/profile');
  await expect(page.getByLabel('Full name')).toHaveValue(full);
  await expectNoAxeViolations(page);
}

// Opens the bell and answers its unread entries' text.
export async function bellEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('list', { name: 'Unread notifications' });
  await expect(list).toBeVisible();
  const entries = await list.getByRole('listitem').allTextContents();
  await page.keyboard.press('Escape');
  return entries;
}

export async function declare(page: Page, button: string) {
  await page.goto('/fact-find/review');
  const panel = region(page, 'Declarations');
  await panel.getByRole('checkbox', { name: `I declare: ${declarationText}` }).check();
  await panel.getByRole('button', { name: button }).click();
}

// Turns on the firm's declarations (declarationText); answers how to put the settings back as they were.
export async function askForDeclarations(request: APIRequestContext): Promise<() => Promise<void>> {
  const admin = await authHeaders(request, 'admin');
  const { data: settings } = await (await request.get('/api/adviser/settings', { headers: admin })).json();
  const put = (required: boolean) =>
    request.put('/api/adviser/settings', {
      headers: admin,
      data: {
        name: settings.name,
        primaryColour: settings.colours.primary,
        onboardingEnabled: settings.onboardingEnabled,
        securePortalUrl: settings.securePortalUrl,
        accessIpipeline: settings.accessIpipeline,
        consentRequired: settings.consentRequired,
        consentText: settings.consentText,
        riskReviewMonths: settings.riskReviewMonths,
        declarationRequired: required,
        declarationText,
      },
    });
  expect((await put(true)).status(), 'declarations asked for').toBe(200);
  return async () => {
    expect((await put(settings.declarationRequired)).status(), 'settings restored').toBe(200);
  };
}

// Records the close code of every WebSocket the page's documents open (window.__socketCloses), from the next
// navigation on: the realtime connection's end is seen as the browser saw it.
export async function recordSocketCloses(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const closes: number[] = [];
    Object.assign(window, { __socketCloses: closes });
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('close', (event) => closes.push(event.code));
      }
    };
  });
}

export const socketCloses = (page: Page) =>
  page.evaluate(() => (window as unknown as { __socketCloses?: number[] }).__socketCloses ?? []);

// The firm asks for declarations (askForDeclarations) during each test of the file that calls this, and its settings
// go back after each, pass or fail: the portal is shared by the journeys its worker runs next.
export function askForDeclarationsInEachTest(): void {
  let restore: (() => Promise<void>) | null = null;
  test.beforeEach(async ({ request }) => {
    restore = await askForDeclarations(request);
  });
  test.afterEach(async () => {
    await restore?.();
    restore = null;
  });
}
