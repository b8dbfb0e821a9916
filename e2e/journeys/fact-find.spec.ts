import type { Page } from '@playwright/test';
import { add, answerSaved, choose, enter, field, pick, region } from '../fact-find-steps.ts';
import { expect, hasNoHorizontalScroll, test } from '../fixtures.ts';

// Follows a path inside the running app, as its own links do (TanStack Router listens to popstate), so a
// guard that redirects does so at once; a full page load would sit on the redirected page while the app
// boots, and the axe fixture would then count a page no one can see as visited.
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    const state = { ...window.history.state, __TSR_index: (window.history.state?.__TSR_index ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

async function next(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test.describe('fact-find', () => {
  test('a joint client goes from the start page through every page to submit-success, reloading mid-way', async ({
    page,
    loginAs,
    a11y,
  }) => {
    test.setTimeout(420_000);
    await loginAs('client');

    await page.goto('/');
    await expect(page.getByText('Not started')).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Start your fact-find' }).click();
    await expect(page).toHaveURL(/\/fact-find\/start$/);
    await expect(page.getByRole('heading', { name: 'What is a fact-find?' })).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: 'Start your fact-find' }).click();

    // About you: started from the client record, joint, both people named.
    await expect(page).toHaveURL(/\/fact-find$/);
    await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    const james = region(page, "James's details");
    const emma = region(page, "Emma's details");
    await expect(field(james, 'First name')).toHaveValue('James');
    await expect(field(emma, 'First name')).toHaveValue('Emma');
    await expect(page.getByRole('radio', { name: 'Yes' }).first()).toBeChecked();
    await choose(page, field(james, 'Title'), 'Mr');
    await enter(page, field(james, 'Middle names'), 'Robert');
    await enter(page, field(james, 'Nationality'), 'British');
    await enter(page, field(james, 'Mobile telephone'), '07700 900123');
    await choose(page, field(emma, 'Title'), 'Mrs');
    await enter(page, field(emma, 'Nationality'), 'Irish');
    await expect(james.getByText(/^Age \d+$/)).toBeVisible();
    // An invalid value is flagged and not saved.
    await field(james, 'Email address').fill('james@');
    await field(james, 'Email address').blur();
    await expect(field(james, 'Email address')).toHaveAttribute('aria-invalid', 'true');
    await enter(page, field(james, 'Email address'), 'james@example.com');
    await expect(field(james, 'Email address')).not.toHaveAttribute('aria-invalid');
    await a11y.check();

    // A draft exists now, so the start page sends the client back to the questionnaire.
    await page.goto('/fact-find/start');
    await expect(page).toHaveURL(/\/fact-find$/);
    await expect(field(region(page, "James's details"), 'Middle names')).toHaveValue('Robert');

    await next(page, 'Employment');
    const jamesWork = region(page, "James's employment");
    const emmaWork = region(page, "Emma's employment");
    await choose(page, field(jamesWork, 'Employment status'), 'Employed');
    await enter(page, field(jamesWork, 'Occupation'), 'Architect');
    await enter(page, field(jamesWork, 'Employer or business name'), 'Carter & Lane');
    await enter(page, field(jamesWork, 'Age you would like to retire'), '65');
    await expect(jamesWork.getByText(/^Retirement date: \d{4}-\d{2}$/)).toBeVisible();
    await choose(page, field(emmaWork, 'Employment status'), 'Self-employed');
    await enter(page, field(emmaWork, 'Occupation'), 'Physiotherapist');
    await a11y.check();

    // Mid-way: a reload finds every value saved so far.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Employment' })).toBeVisible();
    await expect(field(region(page, "James's employment"), 'Occupation')).toHaveValue('Architect');
    await expect(field(region(page, "James's employment"), 'Age you would like to retire')).toHaveValue('65');
    await expect(field(region(page, "Emma's employment"), 'Employment status')).toHaveValue('Self-employed');
    await page.getByRole('link', { name: /About you/ }).click();
    await expect(field(region(page, "James's details"), 'Nationality')).toHaveValue('British');
    await expect(field(region(page, "Emma's details"), 'Title')).toHaveValue('Mrs');
    await expect(field(region(page, "James's details"), 'Email address')).toHaveValue('james@example.com');
    await page.getByRole('link', { name: /Employment/ }).click();

    await next(page, 'Address');
    const address = region(page, 'Your current address');
    await enter(page, field(address, 'Postcode'), 'SW1A 1AA');
    await enter(page, field(address, 'House name or number'), '12');
    await enter(page, field(address, 'Address line 1'), 'Rosewood Avenue');
    await enter(page, field(address, 'Town or city'), 'London');
    await choose(page, field(address, 'Do you own or rent it?'), 'Own (Mortgaged)');
    await a11y.check();

    await next(page, 'Dependants');
    await pick(page, region(page, 'Dependants').getByRole('radio', { name: 'Yes' }));
    const dependants = region(page, 'Your dependants');
    await add(page, dependants, 'Add a dependant');
    await enter(page, field(dependants, 'First name'), 'Sophie');
    await enter(page, field(dependants, 'Date of birth'), '2012-05-04');
    await choose(page, field(dependants, 'Relationship'), 'Daughter');
    await expect(dependants.getByRole('button', { name: 'Remove Dependant 1: Sophie' })).toBeVisible();
    await a11y.check();

    // The finance pages (journeys/fact-find-finances.spec.ts) come between the dependants and the firm's own page; this journey passes through them.
    for (const title of [
      'Income',
      'Expenditure',
      'Property',
      'Savings and investments',
      'Pensions',
      'Mortgages and debts',
      'Protection',
      'Wills and estate',
      'Objectives and experience',
    ]) {
      await next(page, title);
    }
    await next(page, 'Your priorities');
    const goal = page.getByLabel(/^What is your most important financial goal\?/);
    await enter(page, goal, 'Retire at 60', answerSaved(page));
    // One choice is fewer than the two required: flagged, not saved. The second saves both.
    await page.getByRole('checkbox', { name: 'Retiring comfortably' }).check();
    await expect(page.getByRole('checkbox', { name: 'Retiring comfortably' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await pick(page, page.getByRole('checkbox', { name: 'Providing for my family' }), answerSaved(page));
    await a11y.check();

    // The last step's answers survive a reload too.
    await page.reload();
    await expect(page.getByLabel(/^What is your most important financial goal\?/)).toHaveValue(
      'Retire at 60',
    );
    await expect(page.getByRole('checkbox', { name: 'Providing for my family' })).toBeChecked();

    await page.getByRole('button', { name: 'Review your answers' }).click();
    await expect(page).toHaveURL(/\/fact-find\/review$/);
    await expect(region(page, "James's details")).toContainText('Robert');
    await expect(region(page, "James's employment")).toContainText('Architect');
    await expect(region(page, 'Your current address')).toContainText('Own (Mortgaged)');
    await expect(region(page, 'Your dependants')).toContainText('Sophie');
    await expect(page.getByRole('link', { name: "Edit James's employment" })).toHaveAttribute(
      'href',
      '/fact-find?step=employment',
    );
    await a11y.check();

    await page.getByRole('button', { name: /^Submit to / }).click();
    await expect(page).toHaveURL(/\/fact-find\/submit-success$/);
    await expect(page.getByText('Your fact-find has been sent for review.')).toBeVisible();
    await expect(page.getByText(/will read through your answers/)).toBeVisible();
    await a11y.check();

    // Awaiting review: the questionnaire and the start page both lead to the review page, read-only.
    await page.goto('/fact-find?step=employment');
    await expect(page).toHaveURL(/\/fact-find\/review$/);
    await expect(page.getByText(/It cannot be changed while they review it/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Submit/ })).toHaveCount(0);
    await page.goto('/fact-find/start');
    await expect(page).toHaveURL(/\/fact-find\/review$/);
    await a11y.check();
    await page.goto('/');
    await expect(page.getByText('Awaiting review')).toBeVisible();
    await a11y.check();
  });

  test('a draft in progress opens after its last completed step, and review lists what is missing', async ({
    page,
    loginAs,
    a11y,
  }) => {
    test.setTimeout(120_000);
    await loginAs('single');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/fact-find');
    await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await a11y.check();

    await navigateInApp(page, '/fact-find/start');
    await expect(page).toHaveURL(/\/fact-find$/);

    await navigateInApp(page, '/fact-find/review');
    await expect(page).toHaveURL(/\/fact-find\/review$/);
    const missing = page.getByRole('alert').filter({ hasText: 'Please answer these before you submit' });
    await expect(missing).toContainText('Which of these matter to you?');
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await a11y.check();
    await page.getByRole('button', { name: /^Submit to / }).click();
    await expect(page.getByRole('alert').filter({ hasText: /missing details/ })).toBeVisible();
    await missing.getByRole('link', { name: /Which of these matter to you\?/ }).click();
    await expect(page).toHaveURL(/step=custom\.goals/);
    await expect(page.getByRole('heading', { level: 2, name: 'Your priorities' })).toBeVisible();
  });
});
