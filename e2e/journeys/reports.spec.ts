import { readFile } from 'node:fs/promises';
import { bearer, checkBothWidths, expect, test } from '../fixtures.ts';

// The firm's outcomes report (docs/outcomes-report.md): the admin opens it (its link in the navigation), sees the counts the
// server counted, changes the months, downloads the CSV and checks the page at a phone's width too. Other journeys
// add reviews and messages to the same database, so the page is checked against the API's answer of the moment.
test.describe('outcomes report', () => {
  test('the admin opens the report, sees its counts, changes the months and downloads the CSV', async ({
    page,
    request,
    loginAs,
    a11y,
  }) => {
    test.setTimeout(180_000);
    const session = await loginAs('admin');
    await page.goto('/adviser/reports/outcomes');
    await expect(page.getByRole('heading', { level: 1, name: 'Outcomes report' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Primary' }).getByRole('link', { name: 'Outcomes' }),
    ).toHaveAttribute('aria-current', 'page');

    const answer = await request.get('/api/adviser/reports/outcomes', {
      headers: bearer(session),
    });
    expect(answer.status()).toBe(200);
    const { data } = await answer.json();
    const firm = data.reviews.find(
      (row: { scope: string; group: string }) => row.scope === 'firm' && row.group === 'all',
    );
    const reviews = page.getByRole('table', { name: /^Reviews due from/ });
    const firmRows = reviews
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'All households' }) });
    await expect(firmRows.first().getByRole('cell').first()).toHaveText(String(firm.due));
    await expect(page.getByRole('table', { name: /Fact-finds started .*: Whole firm$/ })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Messages from households/ })).toBeVisible();
    await a11y.check();

    await page.getByRole('combobox', { name: 'First month' }).selectOption({ index: 0 });
    await expect(page).toHaveURL(/from=\d{4}-\d{2}/);
    await expect(page.getByRole('heading', { level: 2, name: 'Annual reviews' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^outcomes-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
    const text = await readFile((await download.path()) as string, 'utf8');
    expect(text.startsWith('\uFEFFfrom,to,section,adviser,households,measure,value\r\n')).toBe(true);
    expect(text).toContain(',Reviews,Whole firm,All households,Due,');

    // At a phone's width as on a desktop, no column's label piles up word by word: the header row of the reviews
    // (its longest labels) stays within three lines.
    await checkBothWidths(page, 'outcomes-report', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Outcomes report' })).toBeVisible();
      const header = await reviews.locator('thead').boundingBox();
      expect(header?.height, "the reviews table's header row").toBeLessThan(90);
      await a11y.check();
    });
  });
});
