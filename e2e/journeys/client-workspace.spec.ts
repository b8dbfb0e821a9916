import { readFile } from 'node:fs/promises';
import { authHeaders, expect, hasNoHorizontalScroll, navTo, test } from '../fixtures.ts';

// A small but real PDF: the server reads the type from these bytes, not from the name.
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

test.describe("the client's workspace", () => {
  test('documents both ways, links in a safe new tab, and the risk questionnaire to its result', async ({
    page,
    browser,
    loginAs,
    a11y,
  }) => {
    // Five pages, each scanned in two colour modes, and fifteen answers saved one by one.
    test.slow();
    const { user } = await loginAs('client');

    // The adviser shares a report with James through the API, as their own screen would.
    const adviserContext = await browser.newContext();
    const asAdviser = await authHeaders(adviserContext.request, 'adviser');
    const clients = await (
      await adviserContext.request.get('/api/adviser/clients?search=James', { headers: asAdviser })
    ).json();
    const james = clients.data.find((c: { name: string }) => c.name === user.name);
    expect(james, 'James is the adviser’s client').toBeTruthy();
    const shared = await adviserContext.request.post(`/api/adviser/clients/${james.id}/documents`, {
      headers: asAdviser,
      multipart: {
        category: 'report',
        file: { name: 'Annual review 2026.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(shared.status()).toBe(201);
    await adviserContext.close();

    // Home: the new document is on its card.
    await page.goto('/');
    await expect(page.getByText('Annual review 2026.pdf')).toBeVisible();
    await a11y.check();

    // Documents: the shared report is new until opened; the download round trip clears it.
    await navTo(page, 'Documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    const list = page.getByRole('list', { name: 'Your documents' });
    const report = list.getByRole('listitem').filter({ hasText: 'Annual review 2026.pdf' });
    await expect(report).toContainText('New');
    await expect(report).toContainText('Reports and advice');
    await expect(report).toContainText('Shared by Sarah Mitchell');
    const downloading = page.waitForEvent('download');
    await report.getByRole('button', { name: 'Download Annual review 2026.pdf' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Annual review 2026.pdf');
    expect((await readFile(await download.path())).equals(pdf)).toBe(true);
    await expect(report).not.toContainText('New');

    // The client sends a statement: chosen with the picker, with its category, listed once it has gone.
    await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Statements' });
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'P60 2025.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(page.getByText('P60 2025.pdf uploaded.')).toBeVisible();
    const p60 = list.getByRole('listitem').filter({ hasText: 'P60 2025.pdf' });
    await expect(p60).toContainText('Statements');
    await expect(p60).toContainText('Uploaded by you');
    // Something that is not a document is refused with the server's reason.
    await page.getByLabel('Choose a file').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('just some text, not a PDF'),
    });
    await expect(page.getByRole('alert')).toContainText('Upload a PDF, an image');
    await page.getByLabel('Search by name').fill('p60');
    await expect(page.getByText('Showing 1 of 2 documents')).toBeVisible();
    await a11y.check();

    // Links: the adviser's for James, then the firm's; each opens in a new tab that cannot reach back.
    await navTo(page, 'Links');
    await expect(page.getByRole('heading', { level: 1, name: 'Links' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'From Sarah Mitchell, for you' })).toBeVisible();
    await page.context().route('https://www.moneyhelper.org.uk/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><title>MoneyHelper</title><p>Hello</p>',
      }),
    );
    const link = page.getByRole('link', { name: /^MoneyHelper.*opens in a new tab/ });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const opening = page.context().waitForEvent('page');
    await link.click();
    const tab = await opening;
    await tab.waitForLoadState();
    expect(tab.url()).toBe('https://www.moneyhelper.org.uk/en');
    expect(await tab.evaluate(() => window.opener === null && document.referrer === '')).toBe(true);
    await tab.close();
    await a11y.check();

    // Attitude to risk: fifteen answers, each saved as it is chosen (a reload keeps them), then the result.
    await navTo(page, 'Attitude to risk');
    await expect(page.getByRole('heading', { level: 1, name: 'Attitude to risk' })).toBeVisible();
    const groups = page.getByRole('group');
    await expect(groups).toHaveCount(15);
    for (let index = 0; index < 15; index++) {
      const group = groups.nth(index);
      // Experience, then attitude: the fourth answer each time (nine attitude answers, 36 points, level 6);
      // capacity for loss: the middle one (medium, which supports at most level 5).
      await group
        .getByRole('radio')
        .nth(index < 10 ? 3 : 2)
        .check();
      await expect(group.getByText('Saved')).toBeVisible();
    }
    await expect(page.getByText('All 15 questions answered.')).toBeVisible();
    await page.reload();
    await expect(groups.first().getByRole('radio').nth(3)).toBeChecked();
    await expect(page.getByText('All 15 questions answered.')).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: 'See my result' }).click();
    await expect(page).toHaveURL(/\/atrq\/result$/);
    await expect(page.getByText('Risk level 5 of 7')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Moderately adventurous' })).toBeVisible();
    await expect(page.getByText(/Your answers about risk put you at level 6 \(Adventurous\)/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Medium capacity for loss' })).toBeVisible();
    await a11y.check();
    // At a phone's width nothing scrolls sideways, here or on the pages before.
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    for (const path of ['/', '/documents', '/links']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await hasNoHorizontalScroll(page), path).toBe(true);
    }
  });
});
