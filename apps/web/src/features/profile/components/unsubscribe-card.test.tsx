import { alertMessages } from '@atrium/domain/contract/profile';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '../../../test/console-guard.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const token = `12.messages.${'a'.repeat(43)}`;
const path = `/api/unsubscribe/${encodeURIComponent(token)}`;
const details = (isSubscribed: boolean) => ({
  kind: 'messages',
  label: 'New messages',
  is_subscribed: isSubscribed,
  message: isSubscribed
    ? alertMessages.subscribed('New messages')
    : alertMessages.unsubscribed('New messages'),
});
const posts = () => requests.filter((r) => r.method === 'POST' && r.path === path);

describe('the unsubscribe page', () => {
  it('changes nothing on opening; its button turns the kind off and says what was turned off', async () => {
    answer(`GET ${path}`, { status: 200, body: details(true) });
    answer(`POST ${path}`, { status: 200, body: details(false) });
    const app = renderApp(`/unsubscribe/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stop emails about new messages?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Email alerts · Example Financial Planning');
    expect(posts()).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: 'Turn off these emails' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails turned off' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(alertMessages.unsubscribed('New messages'));
    expect(posts()).toHaveLength(1);
    expect(posts()[0]?.headers.get('authorization')).toBeNull();
    expect(screen.getByRole('link', { name: 'Email alerts on your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('says so when the emails are already off', async () => {
    answer(`GET ${path}`, { status: 200, body: details(false) });
    renderApp(`/unsubscribe/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Emails turned off' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Turn off these emails' })).not.toBeInTheDocument();
  });

  it('explains a link that is not valid', async () => {
    answer(`GET ${path}`, {
      status: 404,
      body: { message: alertMessages.unsubscribeInvalid, errors: {} },
    });
    // The route's error component shows it; React reports the error it caught.
    expectConsoleError(/unsubscribe link is not valid/);
    renderApp(`/unsubscribe/${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not valid' })).toBeInTheDocument();
    expect(screen.getByText(alertMessages.unsubscribeInvalid)).toBeInTheDocument();
  });
});
