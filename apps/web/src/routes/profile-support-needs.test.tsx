import type { SupportNeeds } from '@atrium/domain/contract/support-needs';
import { supportNeedsMessages } from '@atrium/domain/contract/support-needs';
import { currentConsentVersion } from '@atrium/domain/support/needs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProfile } from '../features/profile/testing.ts';
import { largerTextClass } from '../features/support-needs/hooks/use-larger-text.ts';
import { answer, requests } from '../test/fake-api.ts';
import { renderApp } from '../test/render-app.tsx';

// The person's own support needs on /profile (docs/support-needs.md): saved only with consent, shown back in the
// words they chose, changed or withdrawn; larger text honoured on their pages.

const saved: SupportNeeds = {
  drivers: ['health.sight_or_hearing'],
  details: 'My eyesight is getting worse.',
  preferred_contact: 'phone',
  adjustments: ['larger_text'],
  trusted_contact: {
    name: 'Sophie Carter',
    relationship: 'Daughter',
    reach: '07700 900123',
    may_be_told: 'When my appointments are.',
  },
  consent_at: '2026-03-02T09:00:00.000Z',
  consent_version: currentConsentVersion,
  created_at: '2026-03-02T09:00:00.000Z',
  updated_at: '2026-03-02T09:00:00.000Z',
};

const puts = () => requests.filter((r) => r.method === 'PUT' && r.path === '/api/support-needs');

describe('what would help you, on the profile', () => {
  it('is saved only with consent, as the person ticked it', async () => {
    withProfile();
    answer('PUT /api/support-needs', ({ body }) => ({
      status: 200,
      body: { data: { ...saved, ...(body as object), consent_at: saved.consent_at } },
    }));
    const app = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'What would help you' });
    await app.user.click(await within(section).findByRole('checkbox', { name: 'My sight or hearing' }));
    await app.user.click(within(section).getByRole('checkbox', { name: 'Larger text' }));
    await app.user.click(within(section).getByRole('checkbox', { name: /name someone you can contact/ }));
    await app.user.type(within(section).getByRole('textbox', { name: 'Their name' }), 'Sophie Carter');
    await app.user.type(within(section).getByRole('textbox', { name: /How you know them/ }), 'Daughter');
    await app.user.type(within(section).getByRole('textbox', { name: /How to reach them/ }), '07700 900123');
    await app.user.type(
      within(section).getByRole('textbox', { name: /What we may tell them/ }),
      'When my appointments are.',
    );
    const save = within(section).getByRole('button', { name: 'Save what would help' });

    // Without the box ticked nothing is sent, and the box says why.
    await app.user.click(save);
    const consent = within(section).getByRole('checkbox', { name: /I agree to my firm keeping/ });
    expect(consent).toHaveAccessibleDescription(
      expect.stringContaining(supportNeedsMessages.consentRequired),
    );
    expect(puts()).toHaveLength(0);

    await app.user.click(consent);
    await app.user.click(save);
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      drivers: ['health.sight_or_hearing'],
      details: '',
      preferred_contact: null,
      adjustments: ['larger_text'],
      trusted_contact: saved.trusted_contact,
      consent: true,
    });
    expect(await within(section).findByRole('status')).toHaveTextContent('Saved.');
    // Shown back in the words chosen; larger text now applies to the person's pages.
    expect(within(section).getByText('Sophie Carter (Daughter)')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass(largerTextClass));
  });

  it('shows what was told, and withdraws it after asking', async () => {
    withProfile();
    answer('GET /api/support-needs', { status: 200, body: { data: saved } });
    answer('DELETE /api/support-needs', { status: 204 });
    const app = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'What would help you' });
    expect(await within(section).findByText('My sight or hearing')).toBeInTheDocument();
    expect(within(section).getByText('Phone call')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass(largerTextClass));

    await app.user.click(within(section).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw what you told us?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Withdrawn.');
    expect(requests.filter((r) => r.method === 'DELETE' && r.path === '/api/support-needs')).toHaveLength(1);
    // The empty form again, and ordinary text.
    expect(within(section).getByRole('checkbox', { name: 'My sight or hearing' })).not.toBeChecked();
    await waitFor(() => expect(document.documentElement).not.toHaveClass(largerTextClass));
  });
});
