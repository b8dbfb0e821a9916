import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Moving through the fact-find as a client does, shared by the journeys that fill it in: each committed field
// saves one property (docs/decisions/012-optimistic-fact-find-saves.md), so every helper waits for that save.

// The next PUT to `path`: only one that succeeds, or (for a journey that checks the status itself) any.
const putTo = (page: Page, path: RegExp, { succeeded }: { succeeded: boolean }) =>
  page.waitForResponse((r) => r.request().method() === 'PUT' && path.test(r.url()) && (!succeeded || r.ok()));
const propertyPath = /\/portal\/changes\/update$/;
const answerPath = /\/api\/fact-find\/answers\/\d+$/;
// A save of the fact-find's own questions (PUT …/portal/changes/update).
export const propertySaved = (page: Page) => putTo(page, propertyPath, { succeeded: true });
// A save of an answer to a question of the firm's own pages (PUT api/fact-find/answers/{id}).
export const answerSaved = (page: Page) => putTo(page, answerPath, { succeeded: true });
// The answer to the next such PUT, refused or not.
export const answerSent = (page: Page) => putTo(page, answerPath, { succeeded: false });

// Fills in a field and leaves it; `saved` is the save that waits (a property's, unless told).
export async function enter(page: Page, input: Locator, value: string, saved = propertySaved(page)) {
  await input.fill(value);
  await input.blur();
  await saved;
}

export async function choose(page: Page, select: Locator, label: string) {
  const done = propertySaved(page);
  await select.selectOption({ label });
  await done;
}

// Checks a radio button or a checkbox; `saved` as for enter.
export async function pick(page: Page, option: Locator, saved = propertySaved(page)) {
  await option.check();
  await saved;
}

export const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
export const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}`));
// An amount and how often it is paid: a group named by the amount's label.
export const amountOf = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true }).getByLabel(/^Amount/);
export const oftenOf = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true }).getByLabel('How often');

export async function add(page: Page, section: Locator, name: string) {
  const done = propertySaved(page);
  await section.getByRole('button', { name }).click();
  await done;
}

export async function goToStep(page: Page, title: string) {
  await page
    .getByRole('navigation', { name: /steps/i })
    .getByRole('link', { name: new RegExp(title) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

// The first income on the Income step, a salary: the income region, for what the journey checks of it next.
export async function addSalary(page: Page, whose: string, beforeTax: string): Promise<Locator> {
  await goToStep(page, 'Income');
  const income = region(page, 'Your income');
  await add(page, income, 'Add an income');
  await choose(page, field(income, 'Type of income'), 'Salary or wages');
  await choose(page, field(income, 'Whose income is it?'), whose);
  await enter(page, amountOf(income, 'Amount before tax'), beforeTax);
  return income;
}

// The first item of a list, as a save of PUT …/portal/changes/update gives it.
export const firstItem = (category: string, property: string, value: Record<string, unknown>) => ({
  item: { category, property, index: 0, value },
});

// The firm's own pages as GET and POST …/portal/changes(/start) give them: each question with its answer.
export type CustomPages = { sections: { questions: { id: string; answer: { id: number } }[] }[] }[];
// The id of the answer to one of those questions, for PUT api/fact-find/answers/{id}.
export const answerIdOf = (customPages: CustomPages, question: string) =>
  customPages
    .flatMap((page) => page.sections.flatMap((section) => section.questions))
    .find((candidate) => candidate.id === question)?.answer.id;

// Answers questions of the firm's own pages (question id → value), one PUT api/fact-find/answers/{id} each, as the
// client's started fact-find lists them (GET …/portal/changes); `headers` are the client's.
export async function answerCustomQuestions(
  request: APIRequestContext,
  headers: { Authorization: string },
  clientId: number,
  values: Record<string, unknown>,
) {
  const started = await request.get(`/api/clients/${clientId}/portal/changes`, { headers });
  expect(started.status(), 'the started fact-find').toBe(200);
  const { customPages } = (await started.json()) as { customPages: CustomPages };
  for (const [question, value] of Object.entries(values)) {
    const answerId = answerIdOf(customPages, question);
    expect(answerId, `the firm's question ${question}`).toBeDefined();
    const answered = await request.put(`/api/fact-find/answers/${answerId}`, { headers, data: { value } });
    expect(answered.status(), question).toBe(200);
  }
}

// The client's fact-find started and answered through the API the questionnaire uses, one save a change, for the
// journeys that start from a client's figures rather than fill them in.
export async function answerFactFind(
  request: APIRequestContext,
  session: { token: string },
  clientId: number,
  changes: unknown[],
) {
  const auth = { Authorization: `Bearer ${session.token}` };
  const started = await request.post(`/api/clients/${clientId}/portal/changes/start`, { headers: auth });
  expect(started.status(), 'start fact-find').toBe(201);
  for (const data of changes) {
    const saved = await request.put(`/api/clients/${clientId}/portal/changes/update`, {
      headers: { ...auth, 'Idempotency-Key': randomUUID() },
      data,
    });
    expect(saved.status(), `saved ${JSON.stringify(data)}: ${await saved.text()}`).toBe(200);
  }
}
