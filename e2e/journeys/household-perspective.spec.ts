import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { enter, field, goToStep, region } from '../fact-find-steps.ts';
import {
  authHeaders,
  type ClientSession,
  expect,
  expectNoAxeViolations,
  linkIn,
  type OutboxMessage,
  type Session,
  signedInBrowser,
  test,
} from '../fixtures.ts';

// Each partner addressed as themselves (packages/domain/src/factfind/perspective.ts). The adviser adds the Okafors
// from the workspace and invites Aisha; each signs in in a browser of their own and reads every client page, which
// says "you" of the reader and names the other. Then the workflow never goes quiet: Michael declares and Aisha is
// asked (bell and mail), her declaration sends the fact-find and the adviser is told; the adviser returns it,
// Michael changes an answer and declares again, Aisha is asked again, declares, and the adviser is told of the
// resubmission though the first notice was never opened. Mails are read from the development outbox.

const declarationText = 'What I have given about myself in this fact-find is true and complete.';
const password = 'a long and private passphrase';

type ReadOutbox = (to: string) => Promise<OutboxMessage[]>;

// The mails to `to` with this subject, once there are `count` of them.
// The mails of one subject to `to`; `about`, when given, keeps those whose text holds it (the adviser's mailbox is
// shared with the other journeys of this portal, so their clients' mails are left out by the client's link).
async function mailsWithSubject(
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
async function accept(request: APIRequestContext, readOutbox: ReadOutbox, email: string) {
  await expect
    .poll(async () => (await readOutbox(email)).length, { message: `invitation to ${email}` })
    .toBe(1);
  const hash = new URL(linkIn((await readOutbox(email))[0], '/invite/')).pathname.split('/').at(-1);
  const accepted = await request.post(`/api/invitations/${hash}/accept`, {
    data: { password, password_confirmation: password },
  });
  expect(accepted.status(), `accept ${email}`).toBe(200);
  return (await accepted.json()) as ClientSession;
}

// The reader's side of the household: who they are, who the other person is.
type Reader = { page: Page; first: string; full: string; other: string; otherFull: string };

async function readEveryPage(reader: Reader, documentName: string) {
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

  // The calendar, the forecast and the household's other pages speak to the household as one; they are read for
  // their headings (their own journeys scan them with axe: this one scans the screens it changed).
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await expect(page.getByText('Your appointments with Sarah Mitchell.', { exact: false })).toBeVisible();
  for (const [path, heading] of [
    ['/forecast', 'Will your money last?'],
    ['/finances', 'Your finances'],
    ['/portfolio', 'Portfolio'],
    ['/links', 'Links'],
    ['/atrq', 'Attitude to risk'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }

  // The profile is their own account.
  await page.goto('/profile');
  await expect(page.getByLabel('Full name')).toHaveValue(full);
}

// Opens the bell and answers its unread entries' text.
async function bellEntries(page: Page): Promise<string[]> {
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const list = page.getByRole('list', { name: 'Unread notifications' });
  await expect(list).toBeVisible();
  const entries = await list.getByRole('listitem').allTextContents();
  await page.keyboard.press('Escape');
  return entries;
}

async function declare(page: Page, button: string) {
  await page.goto('/fact-find/review');
  const panel = region(page, 'Declarations');
  await panel.getByRole('checkbox', { name: `I declare: ${declarationText}` }).check();
  await panel.getByRole('button', { name: button }).click();
}

// The firm setting this journey turns on, turned off again after it, pass or fail.
let restoreSettings: (() => Promise<void>) | null = null;
test.afterEach(async () => {
  await restoreSettings?.();
  restoreSettings = null;
});

async function askForDeclarations(request: APIRequestContext) {
  const admin = { ...(await authHeaders(request, 'admin')), Accept: 'application/json' };
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
  restoreSettings = async () => {
    expect((await put(settings.declarationRequired)).status(), 'settings restored').toBe(200);
  };
}

async function partnerBrowser(browser: Browser, baseURL: string | undefined, session: Session) {
  return signedInBrowser(browser, baseURL, session);
}

test('each partner is "you" on every client page; the declarations and the resubmission tell the next person', async ({
  page,
  browser,
  baseURL,
  request,
  loginAs,
  readOutbox,
  a11y,
}) => {
  test.setTimeout(600_000);
  await askForDeclarations(request);
  const stamp = Date.now();
  const michaelEmail = `michael.okafor.${stamp}@example.com`;
  const aishaEmail = `aisha.okafor.${stamp}@example.com`;
  const adviser = { ...(await authHeaders(request, 'adviser')), Accept: 'application/json' };

  // The adviser adds the household from the workspace (the Add client dialog's call); Michael accepts; the adviser
  // invites Aisha from his client page's partner card (its call) and she accepts.
  const added = await request.post('/api/adviser/invitations', {
    headers: adviser,
    data: {
      name: 'Michael Okafor',
      email: michaelEmail,
      partner_name: 'Aisha Okafor',
      partner_email: aishaEmail,
    },
  });
  expect(added.status(), 'household added').toBe(200);
  const clientId = ((await added.json()) as { client: { id: number } }).client.id;
  const michael = await accept(request, readOutbox, michaelEmail);
  const invited = await request.post(`/api/adviser/clients/${clientId}/partner`, {
    headers: adviser,
    data: {},
  });
  expect(invited.status(), 'partner invited').toBe(200);
  const aisha = await accept(request, readOutbox, aishaEmail);
  const as = (session: ClientSession) => ({
    Authorization: `Bearer ${session.token}`,
    Accept: 'application/json',
  });

  // Michael starts the fact-find and gives what the review asks for: both dates of birth, both retirement ages and
  // the firm's own questions; he uploads a document and Aisha writes to the adviser.
  const own = `/api/clients/${clientId}`;
  expect((await request.post(`${own}/portal/changes/start`, { headers: as(michael) })).status()).toBe(201);
  const saved = await request.put(`${own}/portal/changes/update`, {
    headers: as(michael),
    data: {
      updates: {
        personal_details_client1: { date_of_birth: '1970-03-14' },
        personal_details_client2: { date_of_birth: '1972-07-02' },
        employment_client1: { employment_status: 'Employed', desired_retirement_age: 67 },
        employment_client2: { employment_status: 'Employed', desired_retirement_age: 65 },
      },
    },
  });
  expect(saved.status(), 'answers saved').toBe(200);
  const started = await (await request.get(`${own}/portal/changes`, { headers: as(michael) })).json();
  const values: Record<string, unknown> = {
    main_goal: 'Retire together',
    priorities: ['retirement', 'family'],
  };
  for (const question of started.customPages.flatMap((p: { sections: { questions: unknown[] }[] }) =>
    p.sections.flatMap((s) => s.questions),
  ) as { id: string; answer: { id: number } }[]) {
    if (!(question.id in values)) continue;
    const answered = await request.put(`/api/fact-find/answers/${question.answer.id}`, {
      headers: as(michael),
      data: { value: values[question.id] },
    });
    expect(answered.status(), question.id).toBe(200);
  }
  const documentName = `michael-passport-${stamp}.pdf`;
  const uploaded = await request.post('/api/documents', {
    headers: as(michael),
    multipart: {
      category: 'identity',
      file: { name: documentName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(uploaded.status(), 'document uploaded').toBe(201);
  const wrote = await request.post('/api/messages', {
    headers: as(aisha),
    data: { message: 'A question from Aisha' },
  });
  expect(wrote.status(), 'message sent').toBe(200);

  // The adviser's overview shows both dates of birth the fact-find holds (the workspace gave none).
  await loginAs('adviser');
  await page.goto(`/adviser/clients/${clientId}`);
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(
    'Date of birth14 Mar 1970',
  );
  await expect(page.getByRole('region', { name: 'Joint partner' })).toContainText('Date of birth2 Jul 1972');
  await a11y.check();

  // Each partner, in a browser of their own, reads every client page.
  const michaelPage = await partnerBrowser(browser, baseURL, michael);
  const aishaPage = await partnerBrowser(browser, baseURL, aisha);
  const readers: Reader[] = [
    {
      page: michaelPage,
      first: 'Michael',
      full: 'Michael Okafor',
      other: 'Aisha',
      otherFull: 'Aisha Okafor',
    },
    { page: aishaPage, first: 'Aisha', full: 'Aisha Okafor', other: 'Michael', otherFull: 'Michael Okafor' },
  ];
  for (const reader of readers) await readEveryPage(reader, documentName);

  // Michael declares: Aisha is asked, in her bell and by mail.
  await declare(michaelPage, 'Make my declaration');
  await expect(region(michaelPage, 'Declarations').getByRole('status')).toHaveText(
    'Your declaration is recorded. It goes to Sarah Mitchell once Aisha has declared.',
  );
  const [ask] = await mailsWithSubject(readOutbox, aishaEmail, 'Your declaration is needed', 1);
  expect(linkIn(ask, '/fact-find/review')).toContain('/fact-find/review');
  expect(`${ask?.text} ${ask?.html}`).not.toContain('Michael');
  await aishaPage.goto('/fact-find/review');
  expect(await bellEntries(aishaPage)).toContainEqual(
    expect.stringContaining('Michael has made their declaration'),
  );
  await expectNoAxeViolations(aishaPage);

  // Her declaration sends the fact-find: the adviser is told, named for her. Michael reads that it was sent.
  await declare(aishaPage, 'Declare and submit to Sarah Mitchell');
  await expect(aishaPage).toHaveURL(/\/fact-find\/submit-success$/);
  await mailsWithSubject(
    readOutbox,
    'adviser@example.com',
    'A client submitted their fact-find',
    1,
    `/adviser/clients/${clientId}/`,
  );
  await michaelPage.goto('/fact-find/review');
  await expect(
    michaelPage.getByText('Your fact-find has been sent to Sarah Mitchell for review.'),
  ).toBeVisible();
  await expectNoAxeViolations(michaelPage);

  // The adviser returns it from the client's page, leaving the bell's notice unread.
  await page.goto(`/adviser/clients/${clientId}/fact-find`);
  const summary = page.getByRole('region', { name: 'Current fact-find' });
  await expect(summary).toContainText('Awaiting review');
  await page.getByRole('button', { name: 'Return to client' }).click();
  const returning = page.getByRole('dialog', { name: 'Return the fact-find to the client' });
  await returning
    .getByRole('textbox', { name: 'Note to the client' })
    .fill('Please check Aisha’s retirement age.');
  await returning.getByRole('button', { name: 'Return to client' }).click();
  await expect(summary).toContainText('In progress');
  await a11y.check();

  // Michael changes the answer (both declarations now stand aside) and declares again: Aisha is asked again.
  await michaelPage.goto('/fact-find?step=employment');
  await enter(
    michaelPage,
    field(region(michaelPage, "Aisha's employment"), 'Age your partner would like to retire'),
    '66',
  );
  await declare(michaelPage, 'Make my declaration');
  await mailsWithSubject(readOutbox, aishaEmail, 'Your declaration is needed', 2);

  // Aisha declares: the fact-find goes again, and the adviser is told again, in the bell and by mail.
  await declare(aishaPage, 'Declare and submit to Sarah Mitchell');
  await expect(aishaPage).toHaveURL(/\/fact-find\/submit-success$/);
  await mailsWithSubject(
    readOutbox,
    'adviser@example.com',
    'A client submitted their fact-find',
    2,
    `/adviser/clients/${clientId}/`,
  );
  const notices = await (await request.get('/api/notifications', { headers: adviser })).json();
  const titles = (notices.data as { data: { title: string; link: string } }[])
    .filter((notice) => notice.data.link === `/adviser/clients/${clientId}/fact-find`)
    .map((notice) => notice.data.title);
  expect(titles).toEqual([
    'Aisha Okafor submitted their fact-find again',
    'Aisha Okafor submitted their fact-find',
  ]);
  await page.goto(`/adviser/clients/${clientId}/fact-find`);
  await expect(summary).toContainText('Awaiting review');
  await a11y.check();
  for (const reader of readers) await reader.page.context().close();
});
