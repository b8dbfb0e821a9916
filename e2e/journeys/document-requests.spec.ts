import type { Page } from '@playwright/test';
import { demoLogins } from '../../apps/server/src/db/seed/demo-logins.ts';
import { expectNoAxeViolations } from '../axe.ts';
import { authHeaders, bearer, checkBothWidths, expect, test } from '../fixtures.ts';

// Document requests (docs/document-requests.md): the adviser asks James for three documents, two from the firm's
// templates and one typed; James uploads his payslip from the Documents page, the adviser rejects it with a reason,
// James uploads again and the adviser accepts it; the job's reminders before and after a due date reach James (run
// now, and as of three weeks on, through the development route); the firm's outstanding list holds the other two,
// oldest first. Each new page is scanned at 1280 and 375 px.

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString().slice(0, 10);
// A run of its own: the portal may hold an earlier run's items.
const run = Date.now().toString(36).slice(-5);
const titles = { payslip: `Payslip ${run}`, p60: `P60 ${run}`, bank: `Bank statement ${run}` };
const pdf = (name: string) => ({
  name,
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1'),
});

async function ask(
  adviser: Page,
  { template, title, due, note }: { template?: string; title: string; due: string; note?: string },
) {
  const section = adviser.getByRole('region', { name: 'Document requests' });
  if (template) await section.getByLabel('Template').selectOption({ label: template });
  await section.getByLabel('Document asked for').fill(title);
  if (note) await section.getByLabel('Note for the client (optional)').fill(note);
  await section.getByLabel('Due date').fill(due);
  await section.getByRole('button', { name: 'Request document' }).click();
  await expect(section.getByText(`${title} requested.`)).toBeVisible();
}

test.describe('document requests', () => {
  test('the adviser asks for three documents; one is rejected, sent again and accepted; reminders come; the outstanding list is right', async ({
    page,
    request,
    loginAs,
    openBrowser,
    readOutbox,
    a11y,
  }) => {
    test.slow();
    const james = await loginAs('client');
    const clientId = (james.user as { client?: { id: number } }).client?.id;
    expect(clientId, 'James is a client').toBeTruthy();

    // The adviser asks from the client's Documents tab.
    const adviser = await openBrowser('adviser');
    await adviser.goto(`/adviser/clients/${clientId}/documents`);
    await ask(adviser, { template: 'Payslip', title: titles.payslip, due: inDays(14) });
    await ask(adviser, { template: 'P60', title: titles.p60, due: inDays(2) });
    await ask(adviser, { title: titles.bank, due: inDays(14), note: 'The last three months, every page.' });
    const requests = adviser.getByRole('list', { name: 'Open requests' });
    await expect(requests.getByRole('article', { name: titles.bank })).toContainText('Required');
    await checkBothWidths(adviser, 'adviser-document-requests', () => expectNoAxeViolations(adviser));
    const [asked] = (await readOutbox(demoLogins.client)).slice(-1);
    expect(asked?.subject).toBe('Your adviser has asked for documents');
    expect(asked?.text).not.toContain(run);

    // James sees what is outstanding on his home page, and uploads his payslip from the checklist.
    await page.goto('/');
    await expect(page.getByText(/\d+ documents? to upload/)).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Upload requested documents' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const checklist = page.getByRole('list', { name: 'Requested documents' });
    const payslip = checklist.getByRole('article', { name: titles.payslip });
    await expect(payslip).toContainText('Required');
    await expect(checklist.getByRole('article', { name: titles.bank })).toContainText(
      'The last three months, every page.',
    );
    await checkBothWidths(page, 'requested-from-you', a11y.check);
    await payslip.getByLabel(`Upload ${titles.payslip}`).setInputFiles(pdf('payslip-october.pdf'));
    await expect(
      payslip.getByText('payslip-october.pdf uploaded: your adviser will check it.'),
    ).toBeVisible();
    await expect(payslip).toContainText('Uploaded (pending review)');
    // The file is in his documents too.
    await expect(page.getByRole('list', { name: 'Your documents' })).toContainText('payslip-october.pdf');

    // The adviser rejects it with a reason.
    await adviser.reload();
    const item = requests.getByRole('article', { name: titles.payslip });
    await expect(item).toContainText('Uploaded (pending review)');
    await item.getByRole('button', { name: `Reject ${titles.payslip}` }).click();
    await item
      .getByLabel(`Why ${titles.payslip} is not right`)
      .fill('This is September’s: we need October’s.');
    await item.getByRole('button', { name: 'Reject', exact: true }).click();
    await expect(item).toContainText('Rejected: This is September’s: we need October’s.');
    const [rejected] = (await readOutbox(demoLogins.client)).slice(-1);
    expect(rejected?.subject).toBe('Your adviser needs a document again');
    expect(rejected?.text).not.toContain('September');

    // James reads why and uploads again.
    await page.reload();
    await expect(payslip).toContainText(
      'Your adviser needs this again: This is September’s: we need October’s.',
    );
    await payslip.getByLabel(`Upload again ${titles.payslip}`).setInputFiles(pdf('payslip-october-2.pdf'));
    await expect(payslip).toContainText('Uploaded (pending review)');

    // The adviser accepts it.
    await adviser.reload();
    await item.getByRole('button', { name: `Accept ${titles.payslip}` }).click();
    await expect(requests.getByRole('article', { name: titles.payslip })).toHaveCount(0);
    await expect(adviser.getByText(/Accepted and withdrawn \(\d+\)/)).toBeVisible();
    await page.reload();
    await expect(payslip).toContainText('Accepted');

    // The job: the P60 due in two days is reminded of now; three weeks on, both open items are overdue.
    const now = await request.post('/api/dev/document-requests/run', { data: {} });
    expect(now.status()).toBe(200);
    expect((await now.json()).sent).toBeGreaterThanOrEqual(1);
    expect((await readOutbox(demoLogins.client)).map((mail) => mail.subject)).toContain(
      'Reminder: documents your adviser asked for are due soon',
    );
    const later = await request.post('/api/dev/document-requests/run', {
      data: { at: new Date(Date.now() + 21 * day).toISOString() },
    });
    expect((await later.json()).sent).toBeGreaterThanOrEqual(2);
    expect((await readOutbox(demoLogins.client)).map((mail) => mail.subject)).toContain(
      'Reminder: documents your adviser asked for are overdue',
    );
    const notices = await (await request.get('/api/notifications', { headers: bearer(james) })).json();
    expect(notices.data.map((notice: { data: { title: string } }) => notice.data.title)).toEqual(
      expect.arrayContaining(['Reminder: a document is overdue']),
    );

    // The firm's outstanding list: the two still open, oldest first, and not the accepted payslip.
    await adviser.getByRole('link', { name: 'Outstanding documents' }).first().click();
    await expect(adviser.getByRole('heading', { level: 1, name: 'Outstanding documents' })).toBeVisible();
    const outstanding = adviser.getByRole('list', { name: 'Outstanding documents' });
    const rows = await outstanding.getByRole('listitem').allTextContents();
    const p60 = rows.findIndex((row) => row.includes(titles.p60));
    const bank = rows.findIndex((row) => row.includes(titles.bank));
    expect(p60).toBeGreaterThanOrEqual(0);
    expect(bank).toBeGreaterThan(p60);
    expect(rows.some((row) => row.includes(titles.payslip))).toBe(false);
    // Olivia's, asked for before, come first.
    expect(rows.findIndex((row) => row.includes('Olivia Bennett'))).toBeLessThan(p60);
    await checkBothWidths(adviser, 'outstanding-documents', () => expectNoAxeViolations(adviser));

    // The firm's admin keeps the templates.
    const admin = await openBrowser('admin');
    await admin.goto('/adviser/document-templates');
    await expect(admin.getByRole('heading', { level: 1, name: 'Document request templates' })).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Templates' })).toContainText('Mortgage offer');
    await checkBothWidths(admin, 'document-templates', () => expectNoAxeViolations(admin));

    // Leave James as he was: this run's open items withdrawn.
    const headers = await authHeaders(request, 'adviser');
    const mine = await (
      await request.get(`/api/adviser/clients/${clientId}/document-requests`, { headers })
    ).json();
    for (const open of mine.data.filter(
      (row: { title: string; status: string }) => row.title.endsWith(run) && row.status !== 'accepted',
    )) {
      const withdrawn = await request.post(
        `/api/adviser/clients/${clientId}/document-requests/${open.id}/withdraw`,
        { headers, data: {} },
      );
      expect(withdrawn.status()).toBe(200);
    }
  });
});
