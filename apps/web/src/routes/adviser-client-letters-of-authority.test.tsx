import {
  type EligiblePolicy,
  type Letter,
  type LettersResponse,
  letterMessages,
} from '@atrium/domain/contract/letters-of-authority';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, clientId, signInAsAdviser, withClient } from '../test/adviser-fixtures.ts';
import { answer, invalidField, requests } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-signatures');

const pension: EligiblePolicy = {
  category: 'pensions',
  type: 'workplace_dc',
  type_label: 'Workplace pension (defined contribution)',
  provider: 'Scottish Widows',
  policy_number: 'SW-448812',
  owner: 'client1',
  owner_names: ['James Carter'],
  letter_ids: [],
  blocked_reason: null,
};
const joint: EligiblePolicy = {
  ...pension,
  category: 'investments',
  type: 'gia',
  type_label: 'General investment account',
  provider: 'Vanguard',
  policy_number: 'GIA-77031',
  owner: 'joint',
  owner_names: ['James Carter', 'Emma Carter'],
};
const blocked: EligiblePolicy = {
  ...pension,
  provider: 'Aviva',
  policy_number: 'SIPP-2291',
  owner: 'client2',
  owner_names: ['Emma Carter'],
  blocked_reason: letterMessages.partnerMissing,
};

const signedLetter: Letter = {
  id: 4,
  client_id: clientId,
  category: 'pensions',
  type_label: pension.type_label,
  provider: pension.provider,
  policy_number: pension.policy_number,
  owner: 'client1',
  owner_names: ['James Carter'],
  title: 'Letter of authority: Workplace pension (defined contribution) with Scottish Widows (SW-448812)',
  status: 'sent_to_provider',
  created_at: '2026-11-02T09:00:00.000Z',
  created_by: { id: 7, name: 'Sarah Mitchell' },
  document_id: 30,
  letter_url: `${base}/documents/30/download`,
  signature_request_id: 12,
  steps: [
    {
      type: 'drafted',
      on: '2026-11-02',
      recorded_at: '2026-11-02T09:00:00.000Z',
      by: 'Sarah Mitchell',
      note: null,
      document: null,
    },
    {
      type: 'signed',
      on: '2026-11-03',
      recorded_at: '2026-11-03T09:00:00.000Z',
      by: null,
      note: null,
      document: null,
    },
    {
      type: 'sent_to_provider',
      on: '2026-11-04',
      recorded_at: '2026-11-04T09:00:00.000Z',
      by: 'Sarah Mitchell',
      note: 'By post',
      document: null,
    },
  ],
  next_steps: ['acknowledged', 'chased', 'information_received'],
  can_attach_statement: true,
};

function setUp(letters: () => LettersResponse) {
  signInAsAdviser();
  withClient();
  answer(`GET ${base}/signatures`, { status: 200, body: { data: [] } });
  answer(`GET ${base}/documents`, { status: 200, body: { data: [] } });
  answer(`GET ${base}/letters-of-authority`, () => ({ status: 200, body: letters() }));
}

describe('the letters of authority on the Signatures tab', () => {
  it('generates a letter for each policy ticked, and says why a policy cannot have one yet', async () => {
    let response: LettersResponse = { policies: [pension, joint, blocked], data: [] };
    setUp(() => response);
    answer(`POST ${base}/letters-of-authority`, () => {
      response = {
        ...response,
        data: [
          { ...signedLetter, status: 'awaiting_signature', next_steps: [], can_attach_statement: false },
        ],
      };
      return { status: 201, body: { data: response.data } };
    });
    const { user } = renderApp(`/adviser/clients/${clientId}/signatures`);
    const section = await screen.findByRole('region', { name: 'Letters of authority' }, firstRender);
    const aviva = within(section).getByRole('checkbox', { name: /Aviva/ });
    expect(aviva).toBeDisabled();
    expect(within(section).getByText(letterMessages.partnerMissing)).toBeVisible();

    // Nothing ticked: said beside the first policy, nothing sent.
    await user.click(within(section).getByRole('button', { name: 'Generate and send for signature' }));
    expect(await within(section).findByText(letterMessages.noPolicies)).toBeVisible();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(section).getByRole('checkbox', { name: /Scottish Widows/ }));
    await user.click(within(section).getByRole('checkbox', { name: /Vanguard/ }));
    await user.click(within(section).getByRole('button', { name: 'Generate and send for signature' }));
    expect(await within(section).findByRole('heading', { name: /Scottish Widows/ })).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      policies: [
        { category: 'pensions', provider: 'Scottish Widows', policy_number: 'SW-448812' },
        { category: 'investments', provider: 'Vanguard', policy_number: 'GIA-77031' },
      ],
      due_date: null,
    });
    expect(within(section).getByText('Awaiting signature')).toBeVisible();
  });

  it('shows a letter’s timeline and records only the steps it may take next, with the server’s refusal beside the date', async () => {
    setUp(() => ({ policies: [pension], data: [signedLetter] }));
    answer(`POST ${base}/letters-of-authority/4/steps`, invalidField('date', letterMessages.dateBeforeLast));
    const { user } = renderApp(`/adviser/clients/${clientId}/signatures`);
    const letter = await screen.findByRole('article', { name: /Scottish Widows/ }, firstRender);
    expect(within(letter).getByText('With the provider')).toBeVisible();
    const timeline = within(letter).getByRole('list', { name: 'What has happened' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2 November 2026: Letter drafted by Sarah Mitchell',
      '3 November 2026: Signed',
      '4 November 2026: Sent to the provider by Sarah Mitchell (By post)',
    ]);
    await user.click(within(letter).getByText('Record the next step'));
    const step = within(letter).getByRole('combobox', { name: 'Step' });
    expect(
      within(step)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Provider acknowledged', 'Provider chased', 'Information received']);
    await user.selectOptions(step, 'chased');
    const date = within(letter).getByLabelText('On');
    await user.clear(date);
    await user.type(date, '2026-11-01');
    await user.type(within(letter).getByRole('textbox', { name: /Note/ }), 'Phoned the helpline');
    await user.click(within(letter).getByRole('button', { name: 'Record step' }));
    expect(await within(letter).findByText(letterMessages.dateBeforeLast)).toBeVisible();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      step: 'chased',
      date: '2026-11-01',
      note: 'Phoned the helpline',
    });
    expect(within(letter).getByLabelText(/Statement received/)).toBeVisible();
  });
});
