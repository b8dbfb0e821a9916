import { customPageTitleIssues } from '@atrium/domain/contract/templates';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo.ts';
import { demoLogins } from './demo-logins.ts';
import { demoConsentText } from './factfind.ts';

const demo = useDemoApp();

async function session(email: string) {
  const { token, user, get } = await demo.session(email);
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

    const submit = await demo.call('POST', `/api/clients/${clientId}/portal/changes/submit`, token);
    expect(submit.statusCode).toBe(422);
    expect(Object.keys(submit.json().errors)).toEqual(['custom.priorities']);
  });

  it('gives the adviser a pension of single@example.com to write a letter of authority for', async () => {
    const { clientId } = await session(demoLogins.single);
    const adviser = await demo.session(demoLogins.adviser);
    const letters = (await adviser.get(`/api/adviser/clients/${clientId}/letters-of-authority`)).json();
    expect(letters.policies).toEqual([
      expect.objectContaining({
        provider: 'Aviva',
        policy_number: 'SIPP-4471902',
        owner_names: ['Olivia Bennett'],
      }),
    ]);
  });
});
