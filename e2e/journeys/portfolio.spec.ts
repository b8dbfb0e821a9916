import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { demoLogins } from '../../apps/server/src/db/seed/demo-logins.ts';
import { authHeaders, expect, hasNoHorizontalScroll, navTo, test } from '../fixtures.ts';

// The client's portfolio from the demo data, the adviser's CSV import with its per-row report, the
// adviser's override of a risk level, and deleting a document on both sides.

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const header =
  'provider,account_type,reference,currency,fund_name,isin,asset_class,units,price,valuation_date';

// By sign-in email: a client's name can change during a run (another journey's fact-find gives James his middle
// name, which the account's name follows: docs/decisions/011-one-set-of-contact-details.md).
async function clientIdOf(request: APIRequestContext, headers: Record<string, string>, email: string) {
  const clients = await (
    await request.get(`/api/adviser/clients?search=${encodeURIComponent(email)}`, { headers })
  ).json();
  const client = clients.data.find((c: { email: string }) => c.email === email);
  expect(client, `${email} is the adviser's client`).toBeTruthy();
  return client.id as number;
}

test.describe('portfolio', () => {
  test('the client sees the demo portfolio as charts, each with its table', async ({
    page,
    loginAs,
    a11y,
  }) => {
    await loginAs('client');
    await page.goto('/');
    // Home may take long enough to count as visited on a busy machine: it is scanned too.
    await expect(page.getByRole('navigation', { name: 'Primary' })).toBeVisible();
    await a11y.check();
    await navTo(page, 'Portfolio');
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Total value' })).toBeVisible();

    const byAccount = page.getByRole('figure', { name: 'Value by account' });
    await expect(byAccount.getByTestId('bar-chart')).toBeVisible();
    await expect(byAccount.getByRole('row')).toHaveCount(5);
    await expect(byAccount.getByRole('row', { name: /Royal London SIPP/ })).toBeVisible();

    const byClass = page.getByRole('figure', { name: 'Value by asset class' });
    await expect(byClass.getByTestId('donut-chart')).toBeVisible();
    await expect(byClass.getByRole('row', { name: /^Equities/ })).toBeVisible();
    await expect(byClass.getByRole('row', { name: /^Total .* 100%$/ })).toBeVisible();

    const overTime = page.getByRole('figure', { name: 'Value over time' });
    await expect(overTime.getByTestId('line-chart')).toBeVisible();
    // Ten quarterly valuations and the header.
    await expect(overTime.getByRole('row')).toHaveCount(11);

    await expect(page.getByRole('table', { name: 'Holdings in Aviva Stocks and Shares ISA' })).toContainText(
      'GB00B3X7QG63',
    );
    await a11y.check();
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await hasNoHorizontalScroll(page)).toBe(true);
  });

  test('the adviser imports a CSV: a bad row imports nothing and is reported; the corrected file imports', async ({
    page,
    loginAs,
    a11y,
  }) => {
    await loginAs('adviser');
    const headers = await authHeaders(page.request, 'adviser');
    const oliviaId = await clientIdOf(page.request, headers, demoLogins.single);
    await page.goto(`/adviser/clients/${oliviaId}/portfolio`);
    await expect(page.getByRole('tab', { name: 'Portfolio' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Nothing recorded for Olivia Bennett yet.')).toBeVisible();

    const good =
      'Aviva,isa,ISA-77,GBP,Vanguard FTSE U.K. All Share Index,GB00B3X7QG63,equity,100,245.18,2026-09-30';
    const bad = 'Aviva,isa,ISA-77,GBP,iShares Core MSCI World,IE00B4L5Y984,equity,10,88.62,2026-09-30';
    await page.getByLabel('CSV file').setInputFiles({
      name: 'olivia.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, good, bad].join('\n')),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    const rows = page.getByRole('list', { name: 'Rows with errors' });
    await expect(rows.getByRole('listitem')).toHaveCount(1);
    await expect(rows.getByRole('listitem')).toContainText(
      "Line 3: isin — The ISIN's check digit does not match",
    );
    await expect(page.getByRole('alert').first()).toContainText('nothing was imported');
    await expect(page.getByText('Nothing recorded for Olivia Bennett yet.')).toBeVisible();
    await a11y.check();

    await page.getByLabel('CSV file').setInputFiles({
      name: 'olivia.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from([header, good, bad.replace('IE00B4L5Y984', 'IE00B4L5Y983')].join('\n')),
    });
    await page.getByRole('button', { name: 'Import' }).click();
    await expect(page.getByText(/^Imported 2 holdings in 1 account/)).toBeVisible();
    const table = page.getByRole('table', { name: 'Holdings in Aviva Stocks and Shares ISA' });
    await expect(table.getByRole('row', { name: /iShares Core MSCI World/ })).toBeVisible();
    await expect(table.getByRole('row', { name: /Account total £25,404.20/ })).toBeVisible();
  });

  test('the adviser overrides a risk level with a reason the client then reads', async ({
    page,
    loginAs,
    a11y,
  }) => {
    // Olivia completes the questionnaire through the API, the fourth answer to everything.
    const asOlivia = await authHeaders(page.request, 'single');
    const source = await readFile(
      new URL('../../packages/domain/src/risk/questionnaire-v1.ts', import.meta.url),
      'utf8',
    );
    const questionIds = [...source.matchAll(/id: '([a-z_]+)'/g)].map((match) => match[1]);
    expect(questionIds).toHaveLength(15);
    await page.request.post('/api/atrq/start', { headers: asOlivia });
    for (const id of questionIds) {
      const saved = await page.request.put(`/api/atrq/answers/${id}`, {
        headers: asOlivia,
        data: { value: 4 },
      });
      expect(saved.status()).toBe(200);
    }
    expect((await page.request.post('/api/atrq/submit', { headers: asOlivia })).status()).toBe(200);

    await loginAs('adviser');
    const headers = await authHeaders(page.request, 'adviser');
    const oliviaId = await clientIdOf(page.request, headers, demoLogins.single);
    await page.goto(`/adviser/clients/${oliviaId}/risk`);
    await expect(page.getByRole('heading', { name: /^Risk level \d of 7/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /Answers/ }).getByRole('row')).toHaveCount(16);
    await a11y.check();

    await page.getByRole('button', { name: 'Change level' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the risk level' });
    await dialog.getByLabel('Level').selectOption({ label: '3 — Moderately cautious' });
    await dialog.getByRole('button', { name: 'Change level' }).click();
    await expect(dialog.getByText('Give the reason for changing the level.')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Needs the money for a house deposit within three years.');
    await dialog.getByRole('button', { name: 'Change level' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Risk level 3 of 7: Moderately cautious' })).toBeVisible();
    await expect(
      page.getByText('Reason: Needs the money for a house deposit within three years.'),
    ).toBeVisible();
    await a11y.check();

    // Olivia sees the level that stands and why.
    const result = await (await page.request.get('/api/atrq', { headers: asOlivia })).json();
    expect(result.completed[0].result).toMatchObject({
      level: 3,
      override: { reason: 'Needs the money for a house deposit within three years.' },
    });
  });

  test('documents: the client uploads then deletes their own; the adviser deletes one on the client page', async ({
    page,
    loginAs,
    openBrowser,
    a11y,
  }) => {
    await loginAs('client');
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: 'Old payslip.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.getByText('Old payslip.pdf uploaded.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Your documents' });
    await list.getByRole('button', { name: 'Delete Old payslip.pdf' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete this document?' });
    await expect(dialog).toContainText('This cannot be undone.');
    await a11y.check();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(list.getByText('Old payslip.pdf')).toHaveCount(0);

    // The adviser shares one, then deletes it from the client's Documents tab.
    const adviserPage = await openBrowser('adviser');
    const headers = await authHeaders(adviserPage.request, 'adviser');
    const jamesId = await clientIdOf(adviserPage.request, headers, demoLogins.client);
    const shared = await adviserPage.request.post(`/api/adviser/clients/${jamesId}/documents`, {
      headers,
      multipart: {
        category: 'report',
        file: { name: 'Draft report.pdf', mimeType: 'application/pdf', buffer: pdf },
      },
    });
    expect(shared.status()).toBe(201);
    await adviserPage.goto(`/adviser/clients/${jamesId}/documents`);
    await adviserPage.getByRole('button', { name: 'Delete Draft report.pdf' }).click();
    await adviserPage
      .getByRole('dialog', { name: 'Delete this document?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(adviserPage.getByText('Draft report.pdf was deleted.')).toBeVisible();
    await adviserPage.context().close();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await expect(page.getByText('Draft report.pdf')).toHaveCount(0);
    await a11y.check();
  });
});
