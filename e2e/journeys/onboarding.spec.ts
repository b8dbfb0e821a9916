import { randomUUID } from 'node:crypto';
import { demoLogins } from '../../apps/server/src/db/seed/demo-logins.ts';
import { formatMoney } from '../../packages/domain/src/money/format.ts';
import { expectNoAxeViolations } from '../axe.ts';
import {
  addSalary,
  amountOf,
  answerIdOf,
  type CustomPages,
  choose,
  enter,
  field,
  goToStep,
  region,
} from '../fact-find-steps.ts';
import {
  apiLogin,
  authHeaders,
  bearer,
  expect,
  fillNewPassword,
  linkIn,
  type OutboxMessage,
  type ReadOutbox,
  test,
} from '../fixtures.ts';

// A firm onboards a household from its workspace and runs it through the whole record of advice: the adviser adds
// a joint household, the client accepts the mailed invitation and fills in the fact-find (an invalid email, an
// invalid mobile and an out-of-range age are kept and flagged, not dropped), submits; the adviser returns it, the
// client is mailed and sees who returned it on the home card, resubmits; the adviser reviews it; the PDF's figures
// are the summary's, which /finances shows.

async function mailTo(readOutbox: ReadOutbox, to: string, subject: string): Promise<OutboxMessage> {
  await expect
    .poll(async () => (await readOutbox(to)).some((mail) => mail.subject === subject), { message: subject })
    .toBe(true);
  const mail = (await readOutbox(to)).filter((m) => m.subject === subject).at(-1);
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

// The one formatter of every screen and the PDF, whose fonts write its minus sign as a hyphen-minus.
const money = (value: number) => formatMoney(value, '£');
const pdfMoney = (value: number) => money(value).replace('−', '-');

test.describe('onboarding a household', () => {
  test('the adviser adds a joint household; the client accepts, fills in, submits; returned, mailed, resubmitted, reviewed; the PDF and /finances agree', async ({
    page,
    request,
    loginAs,
    openBrowser,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(480_000);
    const stamp = Date.now();
    const email = `harriet.hale.${stamp}@example.com`;
    const partnerEmail = `tom.hale.${stamp}@example.com`;
    const password = 'harriet keeps a long passphrase';

    // The adviser adds the household from the client list.
    await loginAs('adviser');
    await page.goto('/adviser/clients');
    await expect(page.getByRole('heading', { level: 1, name: 'Clients' })).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: 'Add client' }).click();
    const adding = page.getByRole('dialog', { name: 'Add a client' });
    await adding.getByLabel('Name', { exact: true }).fill('Harriet Hale');
    await adding.getByLabel('Email', { exact: true }).fill(email);
    await adding.getByLabel('Partner’s name').fill('Tom Hale');
    await adding.getByLabel('Partner’s email').fill(partnerEmail);
    await expectNoAxeViolations(page);
    await adding.getByRole('button', { name: 'Add and invite' }).click();
    await expect(adding).toBeHidden();
    await page.getByPlaceholder('Name or email').fill(email);
    await page.getByPlaceholder('Name or email').press('Enter');
    await expect(page.getByText('Showing 1 to 1 of 1 client.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Harriet Hale' })).toBeVisible();
    await expect(page.getByText('Invited', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /Resend invitation/ })).toBeVisible();
    await a11y.check();

    // The client opens the mailed invitation in her own browser and creates her password.
    await expect.poll(async () => (await readOutbox(email)).length, { message: 'invitation mail' }).toBe(1);
    const [invitation] = await readOutbox(email);
    const client = await openBrowser();
    await client.goto(linkIn(invitation, '/invite/'));
    await expect(client.getByRole('heading', { level: 1, name: 'Welcome, Harriet Hale' })).toBeVisible();
    await expectNoAxeViolations(client);
    await client.getByRole('link', { name: 'Create your password' }).click();
    await fillNewPassword(client, password);
    await client.getByRole('button', { name: 'Create password and continue' }).click();
    await expect(client).toHaveURL(/\/fact-find\/start$/);
    await expectNoAxeViolations(client);
    await client.getByRole('button', { name: 'Start your fact-find' }).click();

    // About you: the household as the adviser added it. An invalid email and mobile stay in their fields with
    // their messages, and Next says they need attention instead of moving on.
    await expect(client.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    const harriet = region(client, "Harriet's details");
    const tom = region(client, "Tom's details");
    await expect(field(tom, 'Email address')).toHaveValue(partnerEmail);
    await field(tom, 'Email address').fill('tom.hale@example');
    await field(tom, 'Email address').blur();
    await field(harriet, 'Mobile telephone').fill('12');
    await field(harriet, 'Mobile telephone').blur();
    await expect(field(tom, 'Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(harriet, 'Mobile telephone')).toHaveAttribute('aria-invalid', 'true');
    await client.getByRole('button', { name: 'Next' }).click();
    await expect(client.getByText('2 answers need attention')).toBeVisible();
    await expect(client.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    // Kept across a reload, not silently dropped.
    await client.reload();
    await expect(field(region(client, "Tom's details"), 'Email address')).toHaveValue('tom.hale@example');
    await expectNoAxeViolations(client);
    // Corrected (to an address other than the stored one, so the correction is a save of its own).
    await enter(client, field(region(client, "Tom's details"), 'Email address'), `tom.${stamp}@example.org`);
    await enter(client, field(region(client, "Harriet's details"), 'Mobile telephone'), '07700 900456');
    await enter(client, field(region(client, "Harriet's details"), 'Date of birth'), '1979-03-21');
    await enter(client, field(region(client, "Tom's details"), 'Date of birth'), '1977-08-09');

    // Employment: an age past the most allowed is changed to it, and says so.
    await goToStep(client, 'Employment');
    const work = region(client, "Harriet's employment");
    await choose(client, field(work, 'Employment status'), 'Employed');
    await enter(client, field(work, 'Age you would like to retire'), '150');
    await expect(field(work, 'Age you would like to retire')).toHaveValue('85');
    await expect(work.getByText('Changed to 85, the most allowed')).toBeVisible();
    await enter(client, field(work, 'Age you would like to retire'), '62');
    await expectNoAxeViolations(client);

    // Income and spending, for the figures the PDF and /finances must agree on.
    await addSalary(client, 'Harriet', '52000');
    await goToStep(client, 'Expenditure');
    await enter(client, amountOf(region(client, 'Essential spending'), 'Mortgage or rent'), '1250');
    await expectNoAxeViolations(client);

    // The firm's own page, answered through the same calls its fields make (the UI of custom questions has a
    // journey of its own, templates.spec.ts).
    const auth = bearer(await apiLogin(request, { email, password }));
    const view = await request.get('/api/user', { headers: auth });
    const clientId = ((await view.json()) as { client: { id: number } }).client.id;
    const started = (await (
      await request.get(`/api/clients/${clientId}/portal/changes`, { headers: auth })
    ).json()) as { customPages: CustomPages };
    for (const [question, value] of [
      ['main_goal', 'Retire at 62'],
      ['priorities', ['retirement', 'home']],
    ] as const) {
      const saved = await request.put(`/api/fact-find/answers/${answerIdOf(started.customPages, question)}`, {
        headers: { ...auth, 'Idempotency-Key': randomUUID() },
        data: { value },
      });
      expect(saved.status(), `answer ${question}`).toBe(200);
    }

    // The review lists nothing that needs attention now; she submits.
    await client.goto('/fact-find/review');
    await expect(client.getByRole('heading', { level: 1, name: 'Review your fact-find' })).toBeVisible();
    await expect(client.getByText(/answers? needs? attention/)).toHaveCount(0);
    await expectNoAxeViolations(client);
    await client.getByRole('button', { name: 'Submit to Sarah Mitchell' }).click();
    await expect(client).toHaveURL(/\/fact-find\/submit-success$/);
    await mailTo(readOutbox, demoLogins.adviser, 'A client submitted their fact-find');

    // The adviser returns it with a note.
    await page.goto(`/adviser/clients/${clientId}/fact-find`);
    const summary = page.getByRole('region', { name: 'Current fact-find' });
    await expect(summary).toContainText('Awaiting review');
    await a11y.check();
    await page.getByRole('button', { name: 'Return to client' }).click();
    const returning = page.getByRole('dialog', { name: 'Return the fact-find to the client' });
    await returning.getByRole('textbox', { name: 'Note to the client' }).fill('Please add Tom’s employment.');
    await returning.getByRole('button', { name: 'Return to client' }).click();
    await expect(summary).toContainText('In progress');

    // The client is mailed (that a note is waiting, not the note) and her home card says who returned it.
    const returned = await mailTo(readOutbox, email, 'Your fact-find has been returned');
    expect(`${returned.text} ${returned.html ?? ''}`).not.toContain('Tom’s employment');
    await client.goto('/');
    await expect(client.getByText('Returned by Sarah Mitchell')).toBeVisible();
    await expect(client.getByText('Please add Tom’s employment.')).toBeVisible();
    await expectNoAxeViolations(client);
    // Nothing is missing or invalid, so the card opens the fact-find where she left off.
    await client.getByRole('link', { name: 'Change your fact-find' }).click();
    await expect(client).toHaveURL(/\/fact-find(\?.*)?$/);
    await goToStep(client, 'Employment');
    await choose(client, field(region(client, "Tom's employment"), 'Employment status'), 'Self-employed');
    await client.goto('/fact-find/review');
    await client.getByRole('button', { name: 'Submit to Sarah Mitchell' }).click();
    await expect(client).toHaveURL(/\/fact-find\/submit-success$/);

    // The adviser marks it reviewed; the client is mailed.
    await expect(summary).toContainText('Awaiting review');
    await page.getByRole('button', { name: 'Mark as reviewed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as reviewed' }).click();
    await expect(summary).toContainText(/Reviewed.*by Sarah Mitchell/);
    await a11y.check();
    await mailTo(readOutbox, email, 'Your fact-find has been reviewed');

    // One set of figures: the summary the PDF prints is what /finances shows.
    const figures = (await (
      await request.get(`/api/clients/${clientId}/finances/summary`, { headers: auth })
    ).json()) as Summary;
    const pdfResponse = await request.get(`/api/adviser/clients/${clientId}/fact-find.pdf`, {
      headers: await authHeaders(request, 'adviser'),
    });
    expect(pdfResponse.status()).toBe(200);
    const pdf = await pdfText(await pdfResponse.body());
    await client.goto('/finances');
    await expectNoAxeViolations(client);
    for (const value of summaryFigures(figures)) {
      expect(pdf, `the PDF shows ${pdfMoney(value)}`).toContain(pdfMoney(value));
      await expect(client.getByText(money(value), { exact: false }).first()).toBeVisible();
    }
    await client.context().close();
  });
});

type Summary = {
  data: {
    totals: { monthlyIncome: { net: number }; monthlyOutgoings: { total: number }; monthlySurplus: number };
  };
};

// The household's monthly figures in the summary's body (GET api/clients/{id}/finances/summary).
function summaryFigures(summary: Summary): number[] {
  const { monthlyIncome, monthlyOutgoings, monthlySurplus } = summary.data.totals;
  const figures = [monthlyIncome.net, monthlyOutgoings.total, monthlySurplus];
  for (const figure of figures) expect(figure, 'a figure worth comparing').toBeGreaterThan(0);
  return figures;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}
