import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('the development mailbox', () => {
  it('shows mail and SMS newest first, with links that open', async () => {
    answer('GET /api/dev/outbox', {
      status: 200,
      body: {
        data: [
          {
            id: 1,
            channel: 'mail',
            to: 'client@example.com',
            subject: 'Reset your password',
            text: 'Choose a new password: http://localhost/password/reset/abc?email=client%40example.com',
            html: '<p>…</p>',
            created_at: '2026-11-21T10:00:00.000Z',
          },
          {
            id: 2,
            channel: 'sms',
            to: '+447700900123',
            subject: null,
            text: 'Your code is 123456',
            html: null,
            created_at: '2026-11-21T10:05:00.000Z',
          },
        ],
      },
    });
    renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { level: 1, name: 'Development mailbox' })).toBeInTheDocument();
    // The server answers with the mail of the firm at this host only; the page says so.
    expect(
      screen.getByText('What the portal would have mailed or texted for the firm at this address.'),
    ).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['SMS', 'Reset your password']);
    expect(screen.getByText('Your code is 123456')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'http://localhost/password/reset/abc?email=client%40example.com' }),
    ).toHaveAttribute('href', 'http://localhost/password/reset/abc?email=client%40example.com');
  });

  it('says when the outbox is not available (production answers 404)', async () => {
    answer('GET /api/dev/outbox', { status: 404, body: { message: 'Not found.' } });
    renderApp('/dev/mailbox');
    expect(await screen.findByText('The development mailbox is not available here.')).toBeInTheDocument();
  });
});
