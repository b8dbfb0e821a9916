import { baseTemplate } from '@atrium/domain/factfind/base-template';
import type { FieldDef, SectionDef } from '@atrium/domain/factfind/template';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, initSession } from '../../lib/session.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { PropertyField } from './components/property-field.tsx';
import { clientId, renderWithFactFind } from './testing.tsx';

// Each person's names in the fact-find are their account's name (docs/decisions/011-one-set-of-contact-details.md):
// client 1's the client's, client 2's the household partner's. The server writes both in one save, and the header,
// which shows the stored user, follows.
const sectionOf = (person: 1 | 2) =>
  baseTemplate.pages[0]?.sections.find(
    (section) => section.key === `personal_details_client${person}`,
  ) as SectionDef;
const person1 = sectionOf(1);
const person2 = sectionOf(2);
const fieldOf = (key: string, section = person1) =>
  section.fields.find((field) => field.key === key) as FieldDef;
const updatePath = `/api/clients/${clientId}/portal/changes/update`;
const saved = { status: 200, body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 } };
const userReads = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/user').length;

function signedInClient() {
  storeSession();
  initSession();
  answer(`PUT ${updatePath}`, saved);
  answer('GET /api/user', {
    status: 200,
    body: { ...jointClient, name: 'Jim Carter', client: { ...jointClient.client, name: 'Jim Carter' } },
  });
}

// Emma, person 2 of James Carter's household, signed in as herself.
function signedInPartner() {
  const household = {
    person: 2 as const,
    partner: { name: 'James Carter', invited: true, has_sign_in: true },
  };
  const emma = { ...jointClient, id: 12, name: 'Emma Carter', email: 'emma@example.com', household };
  storeSession({ user: emma });
  initSession();
  answer(`PUT ${updatePath}`, saved);
  answer('GET /api/user', { status: 200, body: { ...emma, name: 'Em Carter' } });
}

// Renders one answer of the fact-find, types a value in it and leaves it, which saves it.
function answerField(section: SectionDef, field: FieldDef, name: RegExp, value: string) {
  renderWithFactFind(<PropertyField section={section} field={field} />);
  const input = screen.getByRole('textbox', { name });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

// Once the save has gone, and a moment after, the stored user has not been read again.
async function expectNoUserRead() {
  await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(userReads()).toBe(0);
}

describe('a fact-find save of client 1’s name', () => {
  it('has the signed-in client’s stored user read again, so the header shows the new name', async () => {
    signedInClient();
    answerField(person1, fieldOf('first_name'), /^First name/, 'Jim');
    await waitFor(() => expect(getSession().user?.name).toBe('Jim Carter'));
    expect(userReads()).toBe(1);
  });

  it('leaves the stored user alone for any other answer', async () => {
    signedInClient();
    answerField(person1, fieldOf('nationality'), /^Nationality/, 'British');
    await expectNoUserRead();
    expect(getSession().user?.name).toBe('James Carter');
  });
});

describe('a fact-find save by the household partner', () => {
  it('of client 2’s name has her stored user read again, so her header shows her new name', async () => {
    signedInPartner();
    answerField(person2, fieldOf('first_name', person2), /^First name/, 'Em');
    await waitFor(() => expect(getSession().user?.name).toBe('Em Carter'));
    expect(userReads()).toBe(1);
  });

  it('of client 1’s name (her partner’s) leaves her stored user alone', async () => {
    signedInPartner();
    answerField(person1, fieldOf('first_name'), /^First name/, 'Jim');
    await expectNoUserRead();
    expect(getSession().user?.name).toBe('Emma Carter');
  });
});
