import { expectNoAxeViolations } from '../axe.ts';
import { authHeaders, expect, test } from '../fixtures.ts';
import { jointHousehold } from '../household-steps.ts';

// Support needs (docs/support-needs.md). A household of two: the partner (person 2) tells the firm, on /profile,
// that she cares for someone and would like larger text and a phone call rather than messages, names a trusted
// contact and consents; her pages grow larger. The adviser sees the adjustments — not the detail — on the client
// page and above the reply, opens the detail, and the opening is in the firm's audit trail. The partner withdraws it,
// and it is gone from the adviser's views.

test('a partner tells the firm what would help; the adviser sees the adjustments, opens the detail (audited); a withdrawal takes it away', async ({
  page,
  request,
  loginAs,
  openBrowser,
  readOutbox,
  a11y,
}) => {
  test.setTimeout(300_000);
  const { clientId, partner: grace } = await jointHousehold(request, readOutbox, {
    client: 'Daniel Osei',
    partner: 'Grace Osei',
  });

  // Grace, in her own browser, records what would help.
  const gracePage = await openBrowser(grace);
  await gracePage.goto('/profile#support-needs');
  const mine = gracePage.getByRole('region', { name: 'What would help you' });
  await mine.getByRole('checkbox', { name: 'Caring for someone' }).check();
  await mine
    .getByRole('textbox', { name: /Anything else you would like us to know/ })
    .fill('I look after my mother, so afternoons are hard.');
  await mine.getByRole('checkbox', { name: 'Larger text' }).check();
  await mine.getByRole('checkbox', { name: 'A phone call rather than written messages' }).check();
  await mine.getByRole('checkbox', { name: /name someone you can contact/ }).check();
  await mine.getByRole('textbox', { name: 'Their name' }).fill('Kofi Osei');
  await mine.getByRole('textbox', { name: /How you know them/ }).fill('Brother');
  await mine.getByRole('textbox', { name: /How to reach them/ }).fill('07700 900456');
  await mine
    .getByRole('textbox', { name: /What we may tell them/ })
    .fill('Only that you are trying to reach me.');
  // Nothing is saved without her consent.
  await mine.getByRole('button', { name: 'Save what would help' }).click();
  await expect(mine.getByText(/Tick the box to agree/)).toBeVisible();
  await mine.getByRole('checkbox', { name: /I agree to my firm keeping/ }).check();
  await mine.getByRole('button', { name: 'Save what would help' }).click();
  await expect(mine.getByRole('status')).toContainText('Saved.');
  await expect(mine.getByText('Kofi Osei (Brother)')).toBeVisible();
  // The portal honours larger text itself, on her pages.
  await expect(gracePage.locator('html')).toHaveClass(/text-larger/);
  await expectNoAxeViolations(gracePage);

  // The adviser sees the adjustments on the client page, not the detail.
  await loginAs('adviser');
  await page.goto(`/adviser/clients/${clientId}`);
  const support = page.getByRole('region', { name: 'Support needs' });
  await expect(support).toContainText('Grace Osei: Larger text · Phone rather than messages');
  await expect(support).toContainText('has named a trusted contact');
  await expect(support).not.toContainText('my mother');
  await expect(page.locator('html')).not.toHaveClass(/text-larger/);
  await a11y.check();

  // And before writing to the household.
  await page.getByRole('tab', { name: /Messages/ }).click();
  const notice = page.getByRole('complementary', { name: 'Support needs' });
  await expect(notice).toContainText('Before you write');
  await expect(notice).toContainText('Phone rather than messages');
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await a11y.check();

  // The adviser opens the detail there; the opening is on the firm's audit trail.
  await notice.getByRole('button', { name: 'Show detail' }).click();
  await expect(notice).toContainText('I look after my mother, so afternoons are hard.');
  await expect(notice).toContainText('Kofi Osei (Brother)');
  await a11y.check();
  const admin = await authHeaders(request, 'admin');
  const trail = await request.get(`/api/adviser/audit?type=support-needs.opened&client_id=${clientId}`, {
    headers: admin,
  });
  expect(trail.status()).toBe(200);
  const events = ((await trail.json()) as { data: { user: { name: string } | null; details: unknown }[] })
    .data;
  expect(events).toHaveLength(1);
  expect(events[0]?.user?.name).toBe('Sarah Mitchell');
  expect(events[0]?.details).toMatchObject({ clientId, people: [2] });

  // Grace withdraws it: gone from the adviser's views, and her text is ordinary again.
  await gracePage.reload();
  await mine.getByRole('button', { name: 'Withdraw' }).click();
  const confirm = gracePage.getByRole('dialog', { name: 'Withdraw what you told us?' });
  await expect(confirm).toContainText('deleted after 30 days');
  await expectNoAxeViolations(gracePage);
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(mine.getByRole('status')).toContainText('Withdrawn.');
  await expect(gracePage.locator('html')).not.toHaveClass(/text-larger/);
  await expectNoAxeViolations(gracePage);
  await gracePage.context().close();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Reply' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Support needs' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Overview' }).click();
  await expect(page.getByRole('region', { name: 'Support needs' })).toContainText('None recorded.');
  await a11y.check();
});
