import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { answerCustomQuestions, enter, field, region } from '../fact-find-steps.ts';
import { authHeaders, bearer, expect, linkIn, type ReadOutbox, submitLogin, test } from '../fixtures.ts';
import {
  aishasNotes,
  askForDeclarationsInEachTest,
  bellEntries,
  declare,
  jointHousehold,
  mailsWithSubject,
  partnerPassword,
  type Reader,
  readEveryPage,
  recordSocketCloses,
  socketCloses,
} from '../household-steps.ts';

// A household of two (packages/domain/src/factfind/perspective.ts; docs/adviser-api.md "Each person's access"). The
// adviser adds the Okafors from the workspace and invites Aisha; each signs in in a browser of their own and reads
// every client page, which says "you" of the reader and names the other. Then the workflow never goes quiet: Michael
// declares and Aisha is asked (bell and mail), her declaration sends the fact-find and the adviser is told; the
// adviser returns it, Michael changes an answer and declares again, Aisha is asked again, declares, and the adviser
// is told of the resubmission though the first notice was never opened. Last, the firm disables the household from
// the client page's access card: both partners are signed out, their realtime sockets close (4009) and neither can
// sign in again.

askForDeclarationsInEachTest();

// Aisha's declaration sends the fact-find: she lands on the success page and the adviser is mailed, the `count`th
// such mail about this household.
async function aishaDeclaresAndSubmits(
  aishaPage: Page,
  readOutbox: ReadOutbox,
  clientId: number,
  count: number,
) {
  await declare(aishaPage, 'Declare and submit to Sarah Mitchell');
  await expect(aishaPage).toHaveURL(/\/fact-find\/submit-success$/);
  await mailsWithSubject(
    readOutbox,
    'adviser@example.com',
    'A client submitted their fact-find',
    count,
    `/adviser/clients/${clientId}/`,
  );
}

test('a household of two: each partner is "you", the workflow tells the next person, and the firm closes the door on both', async ({
  page,
  request,
  loginAs,
  openBrowser,
  readOutbox,
  a11y,
}) => {
  test.setTimeout(600_000);
  const stamp = Date.now();
  const adviser = await authHeaders(request, 'adviser');

  // The adviser adds the household from the workspace and invites Aisha from Michael's client page; both accept.
  const {
    clientId,
    client: michael,
    partner: aisha,
    clientEmail: michaelEmail,
    partnerEmail: aishaEmail,
  } = await jointHousehold(request, readOutbox, { client: 'Michael Okafor', partner: 'Aisha Okafor' });

  // Michael starts the fact-find and gives what the review asks for: both dates of birth, both retirement ages and
  // the firm's own questions; he uploads a document and Aisha writes to the adviser.
  const own = `/api/clients/${clientId}`;
  expect((await request.post(`${own}/portal/changes/start`, { headers: bearer(michael) })).status()).toBe(
    201,
  );
  const saved = await request.put(`${own}/portal/changes/update`, {
    headers: bearer(michael),
    data: {
      updates: {
        personal_details_client1: { date_of_birth: '1970-03-14' },
        personal_details_client2: { date_of_birth: '1972-07-02' },
        employment_client1: { employment_status: 'Employed', desired_retirement_age: 67 },
        employment_client2: { employment_status: 'Employed', desired_retirement_age: 65 },
        knowledge_experience_client2: { investment_knowledge: 'basic' },
      },
    },
  });
  expect(saved.status(), 'answers saved').toBe(200);
  await answerCustomQuestions(request, bearer(michael), clientId, {
    main_goal: 'Retire together',
    priorities: ['retirement', 'family'],
  });
  const documentName = `michael-passport-${stamp}.pdf`;
  const uploaded = await request.post('/api/documents', {
    headers: bearer(michael),
    multipart: {
      category: 'identity',
      file: { name: documentName, mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(uploaded.status(), 'document uploaded').toBe(201);
  const wrote = await request.post('/api/messages', {
    headers: bearer(aisha),
    data: { message: 'A question from Aisha' },
  });
  expect(wrote.status(), 'message sent').toBe(200);
  // The adviser publishes a time of the journey's own (a date no other journey takes) and Aisha books it with notes.
  const slotDay = new Date(Date.now() + (200 + (stamp % 300)) * 86_400_000).toISOString().slice(0, 10);
  const published = await request.post('/api/adviser/calendar/slots', {
    headers: adviser,
    data: { date_from: slotDay, times: ['06:30'], kind: 'phone', duration_minutes: 30 },
  });
  expect(published.status(), 'slot published').toBe(201);
  const [slot] = ((await published.json()) as { data: { id: number }[] }).data;
  const booked = await request.post('/api/calendar/appointments', {
    headers: bearer(aisha),
    data: { slot_id: slot?.id, notes: aishasNotes },
  });
  expect(booked.status(), 'appointment booked').toBe(201);

  // The adviser's overview shows both dates of birth the fact-find holds (the workspace gave none).
  await loginAs('adviser');
  await page.goto(`/adviser/clients/${clientId}`);
  await expect(page.getByRole('region', { name: 'Contact details' })).toContainText(
    'Date of birth14 Mar 1970',
  );
  await expect(page.getByRole('region', { name: 'Joint partner' })).toContainText('Date of birth2 Jul 1972');
  await a11y.check();
  // The firm reads each person's answers about them by name, never in their "you" or "I"; and whose notes an
  // appointment carries.
  await page.goto(`/adviser/clients/${clientId}/fact-find`);
  await expect(
    page.getByRole('region', { name: "Aisha's investment knowledge and experience" }),
  ).toContainText('How well does Aisha know investing?Basic: understands savings and simple investments');
  await expect(page.getByRole('region', { name: "Michael's employment" })).toContainText(
    'Age Michael would like to retire67',
  );
  await a11y.check();
  await page.goto('/adviser/calendar');
  await expect(page.getByRole('region', { name: 'Upcoming appointments' })).toContainText(
    `Notes from Aisha Okafor: ${aishasNotes}`,
  );
  await a11y.check();

  // Each partner, in a browser of their own, reads every client page.
  const michaelPage = await openBrowser(michael);
  const aishaPage = await openBrowser(aisha);
  for (const partnerPage of [michaelPage, aishaPage]) await recordSocketCloses(partnerPage);
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
  await aishaDeclaresAndSubmits(aishaPage, readOutbox, clientId, 1);
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
  await aishaDeclaresAndSubmits(aishaPage, readOutbox, clientId, 2);
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

  // Both partners have the portal open, each with a live connection.
  for (const reader of readers) {
    const opened = reader.page.waitForEvent('websocket', (socket) => socket.url().includes('/app/'));
    await reader.page.goto('/messages');
    await expect(reader.page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await opened;
  }

  // The client page's access card shows each person's own sign-in (screenshots at 1280 and 375 px).
  await page.goto(`/adviser/clients/${clientId}`);
  const access = page.getByRole('region', { name: 'Portal access' });
  const michaelAccess = access.getByRole('region', { name: 'Michael Okafor Client' });
  const aishaAccess = access.getByRole('region', { name: 'Aisha Okafor Partner' });
  await expect(michaelAccess).toContainText('StatusActive');
  await expect(aishaAccess).toContainText('StatusActive');
  await expect(
    aishaAccess.getByRole('button', { name: 'Sign out everywhere for Aisha Okafor' }),
  ).toBeVisible();
  await a11y.check();
  await access.screenshot({ path: test.info().outputPath('access-card-1280.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await a11y.check();
  await access.screenshot({ path: test.info().outputPath('access-card-375.png') });
  await page.setViewportSize({ width: 1280, height: 720 });

  // The firm disables the household: both people at once.
  await access.getByRole('button', { name: 'Disable access for both' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable portal access for both?' });
  await expect(confirm).toContainText(
    'Michael Okafor and Aisha Okafor will be signed out everywhere at once',
  );
  await confirm.getByRole('button', { name: 'Disable access' }).click();
  await expect(michaelAccess).toContainText('StatusDisabled');
  await expect(aishaAccess).toContainText('StatusDisabled');
  await expect(access.getByRole('button', { name: 'Enable access for both' })).toBeVisible();
  await a11y.check();

  // Each partner: the live connection closed as a session's end (4009), the next page asks them to log in again,
  // and their password no longer lets them in.
  for (const reader of readers) {
    const { page: partnerPage, full } = reader;
    await expect
      .poll(() => socketCloses(partnerPage), { message: `${full}'s socket closed` })
      .toContain(4009);
    await partnerPage.reload();
    const expired = partnerPage.getByRole('dialog', { name: 'Session Expired' });
    await expect(expired).toBeVisible();
    await expectNoAxeViolations(partnerPage);
    await expired.getByRole('button', { name: 'Log In' }).click();
    await expect(partnerPage).toHaveURL(/\/login/);
    await submitLogin(partnerPage, full === 'Michael Okafor' ? michaelEmail : aishaEmail, partnerPassword);
    await expect(partnerPage.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(partnerPage).toHaveURL(/\/login/);
    await expectNoAxeViolations(partnerPage);
  }
  for (const reader of readers) await reader.page.context().close();
});
