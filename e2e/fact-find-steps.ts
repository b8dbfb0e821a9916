import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Moving through the fact-find as a client does, shared by the journeys that fill it in: each committed field
// saves one property (docs/decisions/012-optimistic-fact-find-saves.md), so every helper waits for that save.

export const propertySaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/portal\/changes\/update$/.test(r.url()) && r.ok(),
  );

export async function enter(page: Page, input: Locator, value: string) {
  const done = propertySaved(page);
  await input.fill(value);
  await input.blur();
  await done;
}

export async function choose(page: Page, select: Locator, label: string) {
  const done = propertySaved(page);
  await select.selectOption({ label });
  await done;
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

// The first item of a list, as a save of PUT …/portal/changes/update gives it.
export const firstItem = (category: string, property: string, value: Record<string, unknown>) => ({
  item: { category, property, index: 0, value },
});

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
