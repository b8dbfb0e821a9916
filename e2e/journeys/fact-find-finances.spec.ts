import {
  add,
  addSalary,
  amountOf,
  choose,
  enter,
  field,
  goToStep,
  oftenOf,
  pick,
  region,
} from '../fact-find-steps.ts';
import { expect, hasNoHorizontalScroll, invitedClient, seedSession, test } from '../fixtures.ts';

// A joint client fills in income, spending, property (the home found by postcode, its sale and
// valuation looked up), savings, pensions and debts, and the review page adds them up. The client is new (an
// adviser's invitation), so the journey starts from nothing and leaves the demo clients as the other journeys
// expect them.

test.describe('fact-find finances', () => {
  test('a joint client fills in income, spending, property, pensions and debts, and the review adds them up', async ({
    page,
    request,
    readOutbox,
    a11y,
  }) => {
    test.setTimeout(420_000);
    await seedSession(page, await invitedClient(request, readOutbox, 'Hannah Price'));
    await page.goto('/fact-find/start');
    await expect(page.getByRole('heading', { name: 'What is a fact-find?' })).toBeVisible();
    await a11y.check();
    await page.getByRole('button', { name: 'Start your fact-find' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();

    // A joint fact-find: both people named, with dates of birth.
    const joint = page.getByRole('group', { name: /completing this fact-find with a partner/ });
    await pick(page, joint.getByRole('radio', { name: 'Yes' }));
    const hannah = region(page, "Hannah's details");
    await enter(page, field(hannah, 'Date of birth'), '1982-05-14');
    const partner = region(page, "Partner's details");
    await enter(page, field(partner, 'First name'), 'Tom');
    await enter(page, field(partner, 'Last name'), 'Price');
    await enter(page, field(region(page, "Tom's details"), 'Date of birth'), '1980-11-02');

    // The home: found by its postcode; owned, so its last sale fills pricePaid and nearby sales offer an estimate.
    await goToStep(page, 'Address');
    const home = region(page, 'Your current address');
    await choose(page, field(home, 'Do you own or rent it?'), 'Own (Mortgaged)');
    await enter(page, field(home, 'Postcode'), 'zz1 1zz');
    await home.getByRole('button', { name: 'Find address' }).click();
    await home
      .getByLabel('Choose your address')
      .selectOption({ label: '1 Orchard Road, Exampleton, ZZ1 1ZZ' });
    await home.getByRole('button', { name: 'Use this address' }).click();
    await expect(home.getByRole('status').filter({ hasText: 'Address filled in.' })).toContainText(
      'Price paid: £312,500, the last recorded sale',
    );
    await expect(home.getByRole('status').filter({ hasText: 'Address filled in.' })).toContainText(
      'Estimated value: £296,375, the mean of 4 sales in ZZ1 1ZZ since',
    );
    await expect(field(home, 'Address line 1')).toHaveValue('1 Orchard Road');
    await expect(field(home, 'Price paid')).toHaveValue('312500');
    // The estimate counts only once the client uses it.
    await expect(field(home, 'What it is worth today')).toHaveValue('');
    await home.getByRole('button', { name: 'Use this estimate' }).click();
    await expect(field(home, 'What it is worth today')).toHaveValue('296375');
    await enter(page, field(home, 'Date you moved in'), '2015-06-01');
    await a11y.check();

    // Income: a salary shows its take-home pay; the rent is given after tax.
    const income = await addSalary(page, 'Hannah', '60000');
    await expect(oftenOf(income, 'Amount before tax')).toHaveValue('annually');
    await expect(income.getByRole('status').filter({ hasText: 'Take-home pay' })).toContainText(
      'Take-home pay: £3,779.78 a month (£45,357.40 a year',
    );
    await a11y.check();
    await income.getByRole('button', { name: /^Done Income 1/ }).click();
    await add(page, income, 'Add another income');
    await choose(page, field(income, 'Type of income'), 'Rental income');
    await choose(page, field(income, 'Whose income is it?'), 'Joint');
    await enter(page, amountOf(income, 'Amount before tax'), '950');
    await choose(page, oftenOf(income, 'Amount before tax'), 'Monthly');
    // The amount after tax has its own frequency: £800 a month.
    await enter(page, amountOf(income, 'Amount after tax, if you know it'), '800');
    await choose(page, oftenOf(income, 'Amount after tax, if you know it'), 'Monthly');

    // Spending: each amount with how often it is paid.
    await goToStep(page, 'Expenditure');
    const essential = region(page, 'Essential spending');
    await enter(page, amountOf(essential, 'Mortgage or rent'), '1450');
    await enter(page, amountOf(essential, 'Council tax'), '2100');
    await choose(page, oftenOf(essential, 'Council tax'), 'Yearly');
    await enter(page, amountOf(essential, 'Food and household shopping'), '500');
    const lifestyle = region(page, 'Lifestyle spending');
    await enter(page, amountOf(lifestyle, 'Holidays'), '3000');
    await choose(page, oftenOf(lifestyle, 'Holidays'), 'Yearly');
    await a11y.check();

    await goToStep(page, 'Property');
    const property = region(page, 'Property you own');
    await add(page, property, 'Add a property');
    await choose(page, field(property, 'Type of property'), 'Buy-to-let');
    await choose(page, field(property, 'Whose is it?'), 'Joint');
    await enter(page, field(property, 'Share you own'), '50');
    await enter(page, field(property, 'What it is worth'), '210000');

    await goToStep(page, 'Savings and investments');
    const savings = region(page, 'Cash and investments');
    await add(page, savings, 'Add an account');
    await choose(page, field(savings, 'Type'), 'Cash ISA');
    await enter(page, field(savings, 'Value'), '15000');

    await goToStep(page, 'Pensions');
    const pensions = region(page, 'Your pensions');
    await add(page, pensions, 'Add a pension');
    await choose(page, field(pensions, 'Type of pension'), 'Workplace pension (defined contribution)');
    await choose(page, field(pensions, 'Whose pension is it?'), 'Tom');
    await enter(page, field(pensions, 'Value today'), '84000');
    await a11y.check();

    await goToStep(page, 'Mortgages and debts');
    const mortgages = region(page, 'Mortgages');
    await add(page, mortgages, 'Add a mortgage');
    await enter(page, field(mortgages, 'Lender'), 'Northgate Building Society');
    await enter(page, field(mortgages, 'Amount outstanding'), '182000');
    const cards = region(page, 'Credit cards');
    await add(page, cards, 'Add a credit card');
    await enter(page, field(cards, 'Balance'), '1200');
    await a11y.check();

    // The review adds it all up.
    await page.goto('/fact-find/review');
    const glance = region(page, 'Your finances at a glance');
    const figure = (label: string) => glance.getByText(label, { exact: true }).locator('..');
    // 296,375 home + 105,000 (half of 210,000) + 15,000 + 84,000 − 182,000 − 1,200
    await expect(figure('Net worth')).toContainText(/£317,175(?![.\d])/);
    // 45,357.40 ÷ 12 + 800
    await expect(figure('Monthly income after tax')).toContainText('£4,579.78');
    await expect(figure('Monthly income after tax')).toContainText('£5,950 before tax');
    // 1,450 + 2,100 ÷ 12 + 500 + 3,000 ÷ 12
    await expect(figure('Monthly outgoings')).toContainText(/£2,375(?![.\d])/);
    await expect(figure('Monthly surplus')).toContainText('£2,204.78');
    await expect(region(page, 'Your current address')).toContainText(/£312,500(?![.\d])/);
    await expect(region(page, 'Mortgages')).toContainText('Mortgage 1: Northgate Building Society');
    await expect(region(page, 'Your income')).toContainText('Income 1: Salary or wages, Hannah');
    await a11y.check();

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(figure('Net worth')).toContainText(/£317,175(?![.\d])/);
    expect(await hasNoHorizontalScroll(page)).toBe(true);
    await a11y.check();
  });
});
