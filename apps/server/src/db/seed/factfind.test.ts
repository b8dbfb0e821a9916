import { customPageTitleIssues } from '@atrium/domain/contract/templates';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { demoLogins, demoPassword } from './demo.ts';
import { demoConsentText } from './factfind.ts';

const { database, t } = useTestApp();
beforeAll(async () => {
  await prepareDatabase(database, { seedDemo: true });
});

async function session(email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: demoPassword },
  });
  const { token, user } = response.json();
  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  return { token, clientId: user.client.id as number, get };
}

describe('demo fact-finds', () => {
  it('leaves client@example.com without a fact-find, with consent not required but worded', async () => {
    const { clientId, get } = await session(demoLogins.client);
    const changes = (await get(`/api/clients/${clientId}/portal/changes`)).json();
    expect(changes).toMatchObject({
      factFind: {},
      status: 'draft',
      factFindsCreated: 0,
      lastCompletedStep: null,
    });
    const consent = (await get(`/api/clients/${clientId}/fact-find-consent`)).json();
    expect(consent).toEqual({
      data: { required: false, text: demoConsentText, given: false, given_at: null },
    });
  });

  it('gives single@example.com a draft part-way through, with the firm’s goals page', async () => {
    const { clientId, get, token } = await session(demoLogins.single);
    const changes = (await get(`/api/clients/${clientId}/portal/changes`)).json();
    expect(changes).toMatchObject({
      status: 'draft',
      factFindsCreated: 1,
      lastCompletedStep: 'employment',
      factFind: { joint: false, personal_details_client1: { first_name: 'Olivia', last_name: 'Bennett' } },
    });
    const [page] = changes.customPages;
    expect(page).toMatchObject({ slug: 'goals', title: 'Your priorities' });
    // The built-in "Objectives and experience" step already asks for "Your goals": no custom page repeats a
    // built-in step's title, so the client is never asked the same thing twice.
    expect(customPageTitleIssues(changes.customPages)).toEqual([]);
    const [goal, priorities] = page.sections[0].questions;
    expect(goal).toMatchObject({ type: 'text', required: true });
    expect(priorities).toMatchObject({ type: 'multiselect', required: true, options: { min: 2 } });

    const submit = await t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/portal/changes/submit`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(submit.statusCode).toBe(422);
    expect(Object.keys(submit.json().errors)).toEqual(['custom.priorities']);
  });
});
