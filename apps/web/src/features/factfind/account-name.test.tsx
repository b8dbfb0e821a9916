import { baseTemplate, type SectionDef } from '@atrium/domain/factfind/template';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, initSession } from '../../lib/session.ts';
import { answer, requests } from '../../test/fake-api.ts';
import { jointClient, storeSession } from '../../test/fixtures.ts';
import { PropertyField } from './components/property-field.tsx';
import { clientId, renderWithFactFind } from './testing.tsx';

// Client 1's names are the account's name (docs/decisions/013): the server writes both in one save, and the
// header, which shows the stored user, follows.
const person1 = baseTemplate.pages[0]?.sections.find(
  (section) => section.key === 'personal_details_client1',
) as SectionDef;
const fieldOf = (key: string) => person1.fields.find((field) => field.key === key) as never;
const userReads = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/user').length;

function signedInClient() {
  storeSession();
  initSession();
  answer(`PUT /api/clients/${clientId}/portal/changes/update`, {
    status: 200,
    body: { lastUpdated: '2026-11-21T12:00:00.000Z', version: 2 },
  });
  answer('GET /api/user', {
    status: 200,
    body: { ...jointClient, name: 'Jim Carter', client: { ...jointClient.client, name: 'Jim Carter' } },
  });
}

describe('a fact-find save of client 1’s name', () => {
  it('has the signed-in client’s stored user read again, so the header shows the new name', async () => {
    signedInClient();
    renderWithFactFind(<PropertyField section={person1} field={fieldOf('first_name')} />);
    const input = screen.getByRole('textbox', { name: /^First name/ });
    fireEvent.change(input, { target: { value: 'Jim' } });
    fireEvent.blur(input);
    await waitFor(() => expect(getSession().user?.name).toBe('Jim Carter'));
    expect(userReads()).toBe(1);
  });

  it('leaves the stored user alone for any other answer', async () => {
    signedInClient();
    renderWithFactFind(<PropertyField section={person1} field={fieldOf('nationality')} />);
    const input = screen.getByRole('textbox', { name: /^Nationality/ });
    fireEvent.change(input, { target: { value: 'British' } });
    fireEvent.blur(input);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(userReads()).toBe(0);
    expect(getSession().user?.name).toBe('James Carter');
  });
});
