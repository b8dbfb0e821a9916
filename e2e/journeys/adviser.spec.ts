import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { answerIdOf, answerSent, type CustomPages } from '../fact-find-steps.ts';
import { bearer, expect, invitedClient, type ReadOutbox, test } from '../fixtures.ts';

// A client of the demo adviser of their own (invited, accepted, a fact-find started and answered up to what
// submitting needs), so the journey never shares state with another and reruns never collide.
async function newClientWithDraft(request: APIRequestContext, readOutbox: ReadOutbox, name: string) {
  const session = await invitedClient(request, readOutbox, name);
  const { clientId } = session;

  const auth = bearer(session);
  const started = await request.post(`/api/clients/${clientId}/portal/changes/start`, { headers: auth });
  expect(started.status(), 'start fact-find').toBe(201);
  const { customPages } = (await started.json()) as { customPages: CustomPages };
  const answerId = (question: string) => answerIdOf(customPages, question);
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

test.describe('the adviser’s workspace', () => {
  test('client submits; the adviser returns it with a note; the client sees it live, edits and resubmits; the adviser marks it reviewed and downloads the PDF', async ({
    page,
    request,
    loginAs,
    openBrowser,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(300_000);
    const { session, clientId } = await newClientWithDraft(request, readOutbox, 'Rosa Review');
    const client = await openBrowser(session);

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
    await expect(page.getByRole('region', { name: 'Their priorities' })).toContainText('Retire at 60');
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
    const saved = answerSent(client);
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
