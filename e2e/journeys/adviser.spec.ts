import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  demoPassword,
  demoUsers,
  expect,
  expectNoAxeViolations,
  linkIn,
  type OutboxMessage,
  test,
} from '../fixtures.ts';

type Session = {
  token: string;
  expires_at: string;
  user: { id: number; name: string; client: { id: number } | null };
};

// A client of the demo adviser of their own (invited, accepted, a fact-find started and answered up to what
// submitting needs), so the journey never shares state with another and reruns never collide.
async function newClientWithDraft(
  request: APIRequestContext,
  readOutbox: (to: string) => Promise<OutboxMessage[]>,
  name: string,
) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const adviserLogin = await request.post('/api/login', {
    data: { email: demoUsers.adviser, password: demoPassword },
  });
  const { token: adviserToken } = (await adviserLogin.json()) as Session;
  const invited = await request.post('/api/adviser/invitations', {
    headers: { Authorization: `Bearer ${adviserToken}` },
    data: { email, name },
  });
  expect(invited.status(), 'invitation').toBe(200);
  await expect.poll(async () => (await readOutbox(email)).length, { message: 'invitation mail' }).toBe(1);
  const hash = new URL(linkIn((await readOutbox(email))[0], '/invite/')).pathname.split('/').at(-1);
  const password = 'a passphrase of her own';
  const accepted = await request.post(`/api/invitations/${hash}/accept`, {
    data: { password, password_confirmation: password },
  });
  expect(accepted.status(), 'accept invitation').toBe(200);
  const session = (await accepted.json()) as Session;
  const clientId = session.user.client?.id;
  if (!clientId) throw new Error('The invited user is not a client');

  const auth = { Authorization: `Bearer ${session.token}` };
  const started = await request.post(`/api/clients/${clientId}/portal/changes/start`, { headers: auth });
  expect(started.status(), 'start fact-find').toBe(201);
  const { customPages } = (await started.json()) as {
    customPages: { sections: { questions: { id: string; answer: { id: number } }[] }[] }[];
  };
  const answerId = (question: string) =>
    customPages
      .flatMap((page) => page.sections.flatMap((section) => section.questions))
      .find((candidate) => candidate.id === question)?.answer.id;
  const saves = [
    request.put(`/api/clients/${clientId}/portal/changes/update`, {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data: { updates: { personal_details_client1: { date_of_birth: '1984-05-17' } } },
    }),
    request.put(`/api/fact-find/answers/${answerId('main_goal')}`, {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data: { value: 'Retire at 60' },
    }),
    request.put(`/api/fact-find/answers/${answerId('priorities')}`, {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data: { value: ['retirement', 'home'] },
    }),
  ];
  for (const save of saves) expect((await save).status(), 'answer saved').toBe(200);
  return { session, clientId };
}

// The client's own browser, signed in the way the login page leaves it (spec §9 keys).
async function clientBrowser(browser: Browser, baseURL: string | undefined, session: Session): Promise<Page> {
  const context = await browser.newContext({ ...(baseURL ? { baseURL } : {}) });
  await context.addInitScript((stored) => {
    if (sessionStorage.getItem('e2e:session-seeded')) return;
    sessionStorage.setItem('e2e:session-seeded', '1');
    localStorage.setItem('authToken', stored.token);
    localStorage.setItem('tokenExpiresAt', stored.expires_at);
    localStorage.setItem('user', JSON.stringify(stored.user));
    localStorage.setItem('multifactorAuthVerified', 'true');
  }, session);
  return context.newPage();
}

test.describe('the adviser’s workspace', () => {
  test('client submits; the adviser returns it with a note; the client sees it live, edits and resubmits; the adviser marks it reviewed and downloads the PDF', async ({
    page,
    browser,
    baseURL,
    request,
    loginAs,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(300_000);
    const { session, clientId } = await newClientWithDraft(request, readOutbox, 'Rosa Review');
    const client = await clientBrowser(browser, baseURL, session);

    // The client checks her answers and submits them.
    await client.goto('/fact-find/review');
    await expect(client.getByRole('heading', { level: 1, name: 'Review your fact-find' })).toBeVisible();
    await expectNoAxeViolations(client);
    await client.getByRole('button', { name: 'Submit to Sarah Mitchell' }).click();
    await expect(client).toHaveURL(/\/fact-find\/submit-success$/);
    await expect(client.getByText('Your fact-find has been sent for review.')).toBeVisible();
    await expectNoAxeViolations(client);

    // The adviser sees it on the dashboard and opens it.
    await loginAs('adviser');
    await page.goto('/adviser');
    const awaiting = page.getByRole('region', { name: /^Fact-finds awaiting review/ });
    const link = awaiting.getByRole('link', { name: 'Rosa Review' });
    await expect(link).toBeVisible();
    await a11y.check();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/adviser/clients/${clientId}/fact-find$`));
    const details = page.getByRole('region', { name: "Rosa's details" });
    await expect(details).toContainText('17 May 1984');
    await expect(page.getByRole('region', { name: 'Your priorities' })).toContainText('Retire at 60');
    await details.getByRole('button', { name: "History of Date of birth, Rosa's details" }).click();
    const history = page.getByRole('dialog', { name: "History of Date of birth, Rosa's details" });
    await expect(history).toContainText('Rosa Review (client)');
    await expect(history).toContainText('1984-05-17');
    await history.getByRole('button', { name: 'Close' }).click();
    await a11y.check();

    // …and returns it with a note.
    await page.getByRole('button', { name: 'Return to client' }).click();
    const returning = page.getByRole('dialog', { name: 'Return the fact-find to the client' });
    await returning
      .getByRole('textbox', { name: 'Note to the client' })
      .fill('Please tell me more about your goal.');
    await returning.getByRole('button', { name: 'Return to client' }).click();
    await expect(returning).toBeHidden();
    const summary = page.getByRole('region', { name: 'Current fact-find' });
    await expect(summary).toContainText('In progress');
    await expect(summary).toContainText('Please tell me more about your goal.');

    // The client sees the note where she is, without reloading, and changes her answer.
    const note = client.getByRole('region', { name: 'Sarah Mitchell sent your fact-find back to you' });
    await expect(note).toContainText('Please tell me more about your goal.');
    await expectNoAxeViolations(client);
    await note.getByRole('link', { name: 'Change your fact-find' }).click();
    await expect(client).toHaveURL(/\/fact-find(\?.*)?$/);
    await client
      .getByRole('navigation', { name: 'Fact-find steps' })
      .getByRole('link', { name: /Your priorities/ })
      .click();
    await expect(client.getByRole('heading', { level: 2, name: 'Your priorities' })).toBeVisible();
    await expect(
      client.getByRole('region', { name: 'Sarah Mitchell sent your fact-find back to you' }),
    ).toBeVisible();
    await expectNoAxeViolations(client);
    const goal = client.getByLabel(/What is your most important financial goal\?/);
    const saved = client.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' && /\/api\/fact-find\/answers\/\d+$/.test(response.url()),
    );
    await goal.fill('Retire at 60 and help our daughter buy her first home');
    await goal.blur();
    expect((await saved).ok()).toBe(true);
    await client.getByRole('button', { name: 'Review your answers' }).click();
    await expect(client).toHaveURL(/\/fact-find\/review$/);
    await client.getByRole('button', { name: 'Submit to Sarah Mitchell' }).click();
    await expect(client).toHaveURL(/\/fact-find\/submit-success$/);
    await expect(client.getByRole('region', { name: /sent your fact-find back/ })).toHaveCount(0);

    // The adviser's screen follows live: awaiting review again, with the new answer. She marks it reviewed.
    await expect(summary).toContainText('Awaiting review');
    await expect(page.getByText('Retire at 60 and help our daughter buy her first home')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as reviewed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect(summary).toContainText(/Reviewed.*by Sarah Mitchell/);
    await a11y.check();

    // A reviewed fact-find sends the client to start a new one.
    await client.goto('/fact-find');
    await expect(client).toHaveURL(/\/fact-find\/start$/);
    await expect(client.getByRole('heading', { level: 2, name: 'Update your fact-find' })).toBeVisible();
    await expectNoAxeViolations(client);

    // The PDF of the fact-find as submitted.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^fact-find-.+\.pdf$/);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await client.context().close();
  });
});
