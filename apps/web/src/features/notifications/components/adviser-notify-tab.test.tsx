import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { base, clientId, signInAsAdviser, withClient } from '../../../test/adviser-fixtures.ts';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-notifications');

const sent = () => requests.filter((r) => r.method === 'POST' && r.path === `${base}/notifications`);

describe('the notifications tab', () => {
  it('sends a notification with a title, a message and an optional page of the portal', async () => {
    signInAsAdviser();
    withClient();
    answer(`POST ${base}/notifications`, ({ body }) => ({
      status: 201,
      body: {
        data: {
          id: '0b9c7e36-5d0f-4d5c-9a43-5a4f3c2e1b10',
          type: 'adviser-notice',
          data: { ...(body as object), link: (body as { link: string | null }).link ?? null },
          read_at: null,
          created_at: '2026-03-02T09:00:00.000Z',
          updated_at: '2026-03-02T09:00:00.000Z',
        },
      },
    }));
    const app = renderApp(`/adviser/clients/${clientId}/notifications`);
    const title = await screen.findByRole('textbox', { name: 'Title' }, firstRender);
    await app.user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(title).toHaveAccessibleDescription('The title field is required.');
    expect(title).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'The body field is required.',
    );
    expect(sent()).toHaveLength(0);

    await app.user.type(title, 'Your annual review');
    await app.user.type(
      screen.getByRole('textbox', { name: 'Message' }),
      'Please check your fact-find before we meet.',
    );
    await app.user.selectOptions(
      screen.getByRole('combobox', { name: 'Link to a page (optional)' }),
      'Fact-find',
    );
    await app.user.click(screen.getByRole('button', { name: 'Send notification' }));
    expect(await screen.findByText('Sent “Your annual review” to James Carter.')).toBeVisible();
    expect(sent()[0]?.body).toEqual({
      title: 'Your annual review',
      body: 'Please check your fact-find before we meet.',
      link: '/fact-find',
    });
    expect(title).toHaveValue('');
  });

  it('shows the server’s field errors', async () => {
    signInAsAdviser();
    withClient();
    answer(
      `POST ${base}/notifications`,
      invalidData({ body: ['The body may not be longer than 1000 characters.'] }),
    );
    const app = renderApp(`/adviser/clients/${clientId}/notifications`);
    await app.user.type(await screen.findByRole('textbox', { name: 'Title' }, firstRender), 'Hello');
    await app.user.type(screen.getByRole('textbox', { name: 'Message' }), 'Long');
    await app.user.click(screen.getByRole('button', { name: 'Send notification' }));
    const message = screen.getByRole('textbox', { name: 'Message' });
    expect(await within(message.parentElement as HTMLElement).findByText(/may not be longer/)).toBeVisible();
    expect(message).toHaveAttribute('aria-invalid', 'true');
  });
});
