import { alertMessages } from '@atrium/domain/contract/profile';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidField, requests } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { withProfile } from '../testing.ts';

// reviews: the annual review's mails, a kind of their own (docs/reviews.md).
const allOn = { messages: true, fact_find: true, documents: true, notifications: true, reviews: true };
const saves = () =>
  requests.filter((r) => r.method === 'PUT' && r.path === '/api/profile/notification-preferences');

describe('email alerts on the profile', () => {
  it('shows each kind as saved and saves the changed choices', async () => {
    withProfile();
    answer('GET /api/profile/notification-preferences', {
      status: 200,
      body: { preferences: { ...allOn, documents: false } },
    });
    answer('PUT /api/profile/notification-preferences', (request) => ({
      status: 200,
      body: { message: alertMessages.preferencesSaved, preferences: request.body },
    }));
    const app = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Email alerts' });
    const group = await within(section).findByRole('group', { name: 'Email me when' });
    const messages = within(group).getByRole('checkbox', { name: 'New messages' });
    expect(messages).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Shared documents' })).not.toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Fact-find updates' })).toHaveAccessibleDescription(
      'A fact-find is submitted, returned for changes or reviewed.',
    );

    await app.user.click(messages);
    await app.user.click(within(section).getByRole('button', { name: 'Save email settings' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(alertMessages.preferencesSaved);
    expect(saves().map((r) => r.body)).toEqual([{ ...allOn, messages: false, documents: false }]);
    expect(messages).not.toBeChecked();
  });

  it('shows a refusal beside the form and keeps the choices', async () => {
    withProfile();
    answer('PUT /api/profile/notification-preferences', invalidField('messages', 'Choose on or off.'));
    const app = renderApp('/profile');
    const section = await screen.findByRole('region', { name: 'Email alerts' });
    const notifications = await within(section).findByRole('checkbox', {
      name: 'Notifications from your firm',
    });
    await app.user.click(notifications);
    await app.user.click(within(section).getByRole('button', { name: 'Save email settings' }));
    expect(await within(section).findByText('Choose on or off.')).toBeInTheDocument();
    expect(within(section).getByRole('checkbox', { name: 'New messages' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(notifications).not.toBeChecked();
  });
});
