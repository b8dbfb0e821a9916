import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from '../axe.ts';
import { answerSent } from '../fact-find-steps.ts';
import { authHeaders, expect, hasNoHorizontalScroll, invitedClient, test } from '../fixtures.ts';

const slug = 'household-priorities';
const pageTitle = 'Household priorities';
const questionLabel = 'What should your plan look after?';

// Puts the demo firm's template back as it was (its published content without this journey's page), so the
// journeys after this one start fact-finds on the demo template.
async function restoreTemplate(request: APIRequestContext) {
  const auth = await authHeaders(request, 'admin');
  const { data } = (await (await request.get('/api/adviser/templates/draft', { headers: auth })).json()) as {
    data: { customPages: { slug: string }[]; [key: string]: unknown };
  };
  if (!data.customPages.some((page) => page.slug === slug)) return;
  const permissions = Object.fromEntries(
    Object.entries(data.templatePermissions as Record<string, boolean>).filter(
      ([name]) => !name.endsWith(slug),
    ),
  );
  const saved = await request.put('/api/adviser/templates/draft', {
    headers: auth,
    data: {
      defaultPageSections: data.defaultPageSections,
      templateSettings: data.templateSettings,
      templatePermissions: permissions,
      customPages: data.customPages.filter((page) => page.slug !== slug),
    },
  });
  expect(saved.status(), 'restore the draft').toBe(200);
  expect((await request.post('/api/adviser/templates/publish', { headers: auth })).status()).toBe(201);
}

test.describe('fact-find templates', () => {
  test.afterAll(async ({ request }) => {
    await restoreTemplate(request);
  });

  test('an admin adds a page with a required multiselect (at least 2) and publishes; a new client fact-find shows and enforces it', async ({
    page,
    request,
    loginAs,
    openBrowser,
    readOutbox,
    a11y,
  }, testInfo) => {
    test.setTimeout(240_000);
    await loginAs('admin');
    await page.goto('/adviser/templates');
    await expect(page.getByRole('heading', { level: 1, name: 'Fact-find template' })).toBeVisible();
    // Admins reach it from the workspace's navigation.
    await expect(page.getByRole('link', { name: 'Templates' }).first()).toBeAttached();
    await a11y.check();

    await page.getByRole('button', { name: 'Add custom page' }).click();
    await page.getByLabel('Page title').last().fill(pageTitle);
    await page.getByLabel('Slug', { exact: false }).last().fill(slug);
    await page.getByLabel('Section title').last().fill('What matters to your household');
    const question = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Question 1' }) })
      .last();
    await question.getByLabel('Question', { exact: true }).fill(questionLabel);
    await question.getByLabel('Type of answer').selectOption('multiselect');
    await question.getByLabel('Help text (optional)').fill('Choose two or more.');
    await question.getByLabel('Required').check();
    await question.getByLabel('Fewest options to choose (optional)').fill('2');
    for (const label of ['Retirement income', 'Children’s education', 'Caring for parents']) {
      await question.getByRole('button', { name: 'Add option' }).click();
      await question
        .getByLabel(/^Option \d+$/)
        .last()
        .fill(label);
    }
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved')).toBeVisible();
    await a11y.check();

    const newPage = page
      .getByRole('heading', { level: 3, name: new RegExp(`^\\d+\\. ${pageTitle}$`) })
      .last();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await newPage.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`templates-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    // The preview shows the draft as a client would see it, saving nothing.
    await page.getByRole('button', { name: 'Preview' }).click();
    await expect(page.getByText('Preview: what you enter here is not saved')).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(pageTitle) })
      .first()
      .click();
    await expect(
      page.getByRole('group', { name: new RegExp(questionLabel.replace('?', '\\?')) }),
    ).toBeVisible();
    await a11y.check();
    await page.goBack();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Fact-find template' })).toBeVisible();

    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: /Publish version \d+\?/ });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText(/Version \d+ published/)).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Version history' }).getByRole('listitem').first(),
    ).toContainText('Published');
    await a11y.check();

    // A client invited now starts their first fact-find on the new version.
    const session = await invitedClient(request, readOutbox, 'Tara Template');
    const client = await openBrowser(session);
    await client.goto('/fact-find/start');
    await client.getByRole('button', { name: 'Start your fact-find' }).click();
    await expect(client).toHaveURL(/\/fact-find/);
    await client.goto(`/fact-find?step=custom.${slug}`);
    const group = client.getByRole('group', { name: new RegExp(questionLabel.replace('?', '\\?')) });
    await expect(group).toBeVisible();
    await expectNoAxeViolations(client);
    // One choice is too few: it is refused before anything is sent.
    await group.getByRole('checkbox', { name: 'Retirement income' }).check();
    await expect(group.getByRole('checkbox', { name: 'Retirement income' })).toHaveAccessibleDescription(
      /Choose at least 2\./,
    );
    const saved = answerSent(client);
    await group.getByRole('checkbox', { name: 'Caring for parents' }).check();
    expect((await saved).status()).toBe(200);

    // An admin denies this client the new page (their own permissions, over the template's): the client's
    // next change to it is refused with the spec's message.
    await page.goto(`/adviser/clients/${session.user.client?.id}/permissions`);
    const setting = page.getByRole('combobox', { name: new RegExp(`Custom page: ${pageTitle}`) });
    await expect(setting).toHaveValue('template');
    await setting.selectOption({ label: 'Denied' });
    await page.getByRole('button', { name: 'Save permissions' }).click();
    await expect(page.getByText('Permissions saved.')).toBeVisible();
    await a11y.check();
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await hasNoHorizontalScroll(page)).toBe(true);
      await page.screenshot({ path: testInfo.outputPath(`client-permissions-${width}.png`) });
    }
    const refused = answerSent(client);
    await group.getByRole('checkbox', { name: 'Children’s education' }).check();
    expect((await refused).status()).toBe(403);
    await expect(
      client.getByText('You are not permitted to perform this action, please contact your adviser'),
    ).toBeVisible();
    await client.context().close();
  });
});
