import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../../apps/server/src/test/pdf-text.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { answerCustomQuestions, firstItem } from '../fact-find-steps.ts';
import { authHeaders, bearer, expect, type ReadOutbox, test } from '../fixtures.ts';
import { jointHousehold, mailsWithSubject } from '../household-steps.ts';

// The annual review cycle (docs/reviews.md). A household of two with a reviewed fact-find: the firm opens check-ins
// four weeks ahead, the adviser sets the Harts' date three weeks out and the job's next run (run now, a development
// aid, instead of waiting) invites both by notice and mail; Daniel changes his salary and adds a pension and each
// partner confirms their own part; the adviser sees what changed, records the meeting and completes the review, whose
// record PDF lists the change, and the next date is set. Then the demo's Olivia declines hers with a reason and the
// demo's Priya, whose date has passed, is overdue and recorded as not attempted; the pipeline lists each stage.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const salary = (amount: number) => ({
  type: 'salary',
  owner: 'client1',
  source: 'Hart & Co',
  gross_amount: amount,
});

// A household added by the adviser, both partners signed up, and its fact-find answered, submitted and reviewed:
// the first review's baseline (Daniel earning £60,000).
async function reviewedHousehold(request: APIRequestContext, readOutbox: ReadOutbox) {
  const household = await jointHousehold(request, readOutbox, {
    client: 'Daniel Hart',
    partner: 'Grace Hart',
  });
  const { clientId, client: daniel } = household;

  const own = `/api/clients/${clientId}/portal/changes`;
  expect((await request.post(`${own}/start`, { headers: bearer(daniel) })).status()).toBe(201);
  for (const data of [
    {
      updates: {
        personal_details_client1: { date_of_birth: '1975-05-20' },
        personal_details_client2: { date_of_birth: '1977-10-11' },
        employment_client1: { employment_status: 'Employed', desired_retirement_age: 66 },
        employment_client2: { employment_status: 'Employed', desired_retirement_age: 65 },
      },
    },
    firstItem('income', 'items', salary(60000)),
  ]) {
    const saved = await request.put(`${own}/update`, { headers: bearer(daniel), data });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  await answerCustomQuestions(request, bearer(daniel), clientId, {
    main_goal: 'Retire together',
    priorities: ['retirement', 'family'],
  });
  const submitted = await request.post(`${own}/submit`, { headers: bearer(daniel) });
  expect(submitted.status(), await submitted.text()).toBe(200);
  const reviewed = await request.post(`/api/adviser/clients/${clientId}/fact-find/review`, {
    headers: await authHeaders(request, 'adviser'),
  });
  expect(reviewed.status(), await reviewed.text()).toBe(200);
  return household;
}

// Each page of the fact-find is a group of two choices: "Still right", but "Something changed" for those named.
async function checkIn(page: Page, changed: string[], discuss: string) {
  for (const group of await page.locator('fieldset[aria-labelledby]').all()) {
    await group.getByRole('radio', { name: 'Still right' }).check();
  }
  for (const name of changed) {
    await page.getByRole('group', { name }).getByRole('radio', { name: 'Something changed' }).check();
  }
  if (discuss) await page.getByLabel('Anything else you want to discuss?').fill(discuss);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Confirm my part' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you: your part is done' })).toBeVisible();
}

// The pipeline's stage, from its count above the list.
async function stage(page: Page, label: string) {
  await page.goto('/adviser/reviews');
  await page
    .getByRole('navigation', { name: 'Stages' })
    .getByRole('link', { name: new RegExp(`^${label} \\d+$`) })
    .click();
  return page.getByRole('list', { name: `Reviews: ${label}` });
}

test.describe('annual reviews', () => {
  test('the firm’s lead time, both partners’ check-ins, what changed, the meeting and the record', async ({
    page,
    request,
    loginAs,
    openBrowser,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(300_000);
    const harts = await reviewedHousehold(request, readOutbox);

    // The firm opens check-ins four weeks ahead.
    await loginAs('admin');
    await page.goto('/adviser/settings');
    await page
      .getByRole('spinbutton', { name: "Open the client's check-in this many weeks before the review date" })
      .fill('4');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/Settings saved/)).toBeVisible();
    await a11y.check();

    // The adviser finds the Harts among the households without a date and sets theirs three weeks out: inside the
    // lead time.
    const adviser = await openBrowser('adviser');
    const unscheduled = await stage(adviser, 'Not scheduled');
    await expect(adviser.getByRole('heading', { level: 1, name: 'Annual reviews' })).toBeVisible();
    await expectNoAxeViolations(adviser);
    await unscheduled.getByRole('link', { name: 'Daniel Hart' }).click();
    await expect(
      adviser.getByRole('heading', { level: 1, name: 'Annual review: Daniel Hart' }),
    ).toBeVisible();
    await adviser.getByLabel('Date of the review').fill(inDays(21));
    await adviser.getByRole('button', { name: 'Set review date' }).click();
    await expect(adviser.getByText(/Review date \d+ \w+ \d{4}/)).toBeVisible();
    await expectNoAxeViolations(adviser);

    // The job's next run opens the check-in: each partner gets a notice and a mail.
    const run = await request.post('/api/dev/reviews/run');
    expect(run.status()).toBe(200);
    expect((await run.json()).claimed).toBeGreaterThanOrEqual(1);
    for (const email of [harts.clientEmail, harts.partnerEmail])
      await mailsWithSubject(readOutbox, email, 'Your annual review: please check in', 1);

    // Daniel's salary went up and he started a pension: he changes both in the fact-find (its field-by-field save),
    // then checks in from his home page.
    const own = `/api/clients/${harts.clientId}/portal/changes`;
    expect((await request.post(`${own}/start`, { headers: bearer(harts.client) })).status()).toBe(201);
    for (const data of [
      firstItem('income', 'items', salary(65000)),
      firstItem('pensions', 'items', { type: 'personal', owner: 'client1', provider: 'Aviva' }),
    ]) {
      const saved = await request.put(`${own}/update`, { headers: bearer(harts.client), data });
      expect(saved.status(), await saved.text()).toBe(200);
    }
    const daniel = await openBrowser(harts.client);
    await daniel.goto('/');
    await daniel.getByRole('link', { name: 'Start your check-in' }).click();
    await expect(daniel.getByRole('heading', { level: 1, name: 'Your annual review' })).toBeVisible();
    await checkIn(daniel, ['Income', 'Pensions'], 'Whether to pay more into the new pension');
    await expect(daniel.getByText(/waiting for Grace Hart/)).toBeVisible();
    await expectNoAxeViolations(daniel);

    // Grace confirms her own part: nothing changed for her.
    const grace = await openBrowser(harts.partner);
    await grace.goto('/review');
    await expect(grace.getByText('Daniel Hart has checked in. Now it is your turn.')).toBeVisible();
    await checkIn(grace, [], '');
    await expect(grace.getByText(/Your adviser has your check-in/)).toBeVisible();

    // The adviser finds them done, sees each part and what changed, records the meeting and completes the review.
    await (await stage(adviser, 'Check-in done')).getByRole('link', { name: 'Daniel Hart' }).click();
    const parts = adviser.getByRole('region', { name: 'Check-in' });
    await expect(parts).toContainText('Something changed in: Income');
    await expect(parts).toContainText('Whether to pay more into the new pension');
    await expect(parts).toContainText('Grace Hart');
    const changes = adviser.getByRole('region', { name: 'What changed since the last review' });
    await expect(changes).toContainText('Changed: Income, Income 1, Amount before tax');
    await expect(changes).toContainText('£60,000');
    await expect(changes).toContainText('£65,000');
    await expect(changes).toContainText(/Added: .*Pension 1/);
    await expectNoAxeViolations(adviser);
    await adviser.getByRole('button', { name: 'Record the meeting' }).click();
    await expect(adviser.getByText('Meeting booked').first()).toBeVisible();
    await adviser
      .getByLabel('Outcome', { exact: true })
      .fill('Pension contributions raised; advice otherwise unchanged.');
    await adviser.getByLabel('Suitability').selectOption('changes_recommended');
    await adviser.getByRole('button', { name: 'Complete the review' }).click();
    const outcome = adviser.getByRole('region', { name: 'Outcome' });
    await expect(outcome).toContainText('Changes recommended');
    await expect(outcome).toContainText('Next review');
    await expectNoAxeViolations(adviser);

    // The periodic review record is with the household's documents, and lists the change.
    await outcome.getByRole('link', { name: 'documents' }).click();
    await expect(adviser.getByText(/periodic-review-record-\d{4}-\d{2}-\d{2}\.pdf/)).toBeVisible();
    await expectNoAxeViolations(adviser);
    const documents = (await (
      await request.get('/api/documents', { headers: bearer(harts.client) })
    ).json()) as {
      data: { name: string; download_url: string }[];
    };
    const record = documents.data.find((document) => document.name.startsWith('periodic-review-record-'));
    expect(record, 'the review record').toBeDefined();
    const file = await request.get(record?.download_url ?? '', { headers: bearer(harts.client) });
    expect(file.status()).toBe(200);
    const { text } = await pdfText(await file.body());
    expect(text).toContain('Periodic review record');
    expect(text).toContain('Amount before tax');
    expect(text).toContain('£60,000');
    expect(text).toContain('£65,000');
    expect(text).toContain('Pension 1');
    expect(text).toContain('Changes recommended');
  });

  test('a household declines with its reason; another goes overdue and is recorded as not attempted', async ({
    page,
    loginAs,
    openBrowser,
    a11y,
  }) => {
    test.setTimeout(180_000);
    // Olivia's check-in is open (the demo's): she declines this year's review, saying why.
    const olivia = await openBrowser('single');
    await olivia.goto('/review');
    await olivia.getByRole('button', { name: 'Decline this review' }).click();
    await olivia
      .getByLabel('Why don’t you want a review this year?')
      .fill('We went through everything in the spring');
    await expectNoAxeViolations(olivia);
    await olivia.getByRole('button', { name: 'Decline the review' }).click();
    await expect(olivia.getByText('No review check-in is open')).toBeVisible();

    // The adviser sees her reason among the declined ones.
    await loginAs('adviser');
    const declined = await stage(page, 'Declined by client');
    await expect(declined.getByRole('listitem').filter({ hasText: 'Olivia Bennett' })).toContainText(
      'We went through everything in the spring',
    );
    await a11y.check();

    // Priya's date has passed with her check-in never done: overdue, first in the list; the adviser records it as
    // not attempted, and her next review is scheduled.
    await page.goto('/adviser/reviews');
    await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem').first()).toContainText(
      'Overdue',
    );
    const overdue = await stage(page, 'Overdue');
    await expect(overdue.getByRole('listitem').filter({ hasText: 'Priya Shah' })).toContainText('Overdue');
    await overdue.getByRole('link', { name: 'Priya Shah' }).click();
    const notGoingAhead = page.getByRole('region', { name: 'Not going ahead' });
    await notGoingAhead.getByLabel('What happened').selectOption('not_attempted');
    await notGoingAhead.getByLabel('Reason').fill('Three reminders and two calls went unanswered');
    await notGoingAhead.getByRole('button', { name: 'Close the review' }).click();
    const closed = page.getByRole('region', { name: 'Outcome' });
    await expect(closed).toContainText('Three reminders and two calls went unanswered');
    await expect(closed).toContainText(/Next review\s*\d+ \w+ \d{4}/);
    await expect(page.getByText('Not attempted').first()).toBeVisible();
    await a11y.check();
  });
});
