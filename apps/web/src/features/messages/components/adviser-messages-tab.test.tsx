import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  base,
  clientId,
  conversation,
  jamesDetail,
  message,
  signInAsAdviser,
  withClient,
} from '../../../test/adviser-fixtures.ts';
import { answer, requests } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { adviser } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const path = `/adviser/clients/${clientId}/messages`;

preloadRoutes('adviser-layout', 'adviser-client', 'adviser-client-messages');

const messageCalls = () => requests.filter((r) => r.method === 'GET' && r.path === `${base}/messages`);

describe('the messages tab', () => {
  it('shows the conversation, marks what is new since the reader last looked, and the counts drop', async () => {
    signInAsAdviser();
    let detailCalls = 0;
    answer(`GET ${base}`, () => {
      detailCalls++;
      return { status: 200, body: { data: { ...jamesDetail, unread_count: detailCalls === 1 ? 2 : 0 } } };
    });
    answer(`GET ${base}/messages`, { status: 200, body: conversation() });
    renderApp(path);
    const log = await screen.findByRole('log', { name: 'Conversation' }, firstRender);
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Here is my fact-find.'),
      expect.stringContaining('Thanks, I will read it today.'),
      expect.stringContaining('I forgot Emma’s pension.'),
    ]);
    expect(items[1]).toHaveTextContent(/^You/);
    expect(items[2]).toHaveTextContent(/^New since you last looked/);
    expect(items[0]).not.toHaveTextContent('New since');
    // Opening it read it: the tab's unread count is fetched again and gone.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Messages' })).toBeVisible());
  });

  it('sends a reply and appends it', async () => {
    signInAsAdviser();
    withClient();
    answer(`GET ${base}/messages`, { status: 200, body: conversation() });
    answer(`POST ${base}/messages`, ({ body }) => ({
      status: 200,
      body: {
        messages: [message(9, 'adviser', (body as { message: string }).message, '2026-03-02T09:00:00.000Z')],
        conversation: { last_viewed_at: '2026-03-02T09:00:00.000Z' },
      },
    }));
    const app = renderApp(path);
    const box = await screen.findByRole('textbox', { name: 'Reply' }, firstRender);
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Write a message before sending.')).toBeVisible();
    await app.user.type(box, 'Yes, please add it.');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    const log = screen.getByRole('log', { name: 'Conversation' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Yes, please add it.'),
    );
    expect(box).toHaveValue('');
    expect(requests.find((r) => r.method === 'POST' && r.path === `${base}/messages`)?.body).toEqual({
      message: 'Yes, please add it.',
    });
  });

  it('shows the client’s new message live', async () => {
    signInAsAdviser();
    withClient();
    const first = conversation();
    const later = conversation({
      messages: [...first.messages, message(4, 'client', 'And my ISA.', '2026-03-02T09:30:00.000Z')],
      conversation: { last_viewed_at: '2026-03-02T09:00:00.000Z' },
    });
    answer(`GET ${base}/messages`, () => ({ status: 200, body: messageCalls().length > 1 ? later : first }));
    renderApp(path, { realtime: fakeRealtime() });
    await screen.findByRole('log', { name: 'Conversation' }, firstRender);
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
    const calls = messageCalls().length;
    FakePusher.latest().emit(`private-user.${adviser.id}.updates`, 'conversation.updated', {
      message: later.messages[3],
      client_id: clientId,
      sequence: 7,
      timestamp: '2026-03-02T09:30:00.000Z',
    });
    expect(await screen.findByText('And my ISA.')).toBeVisible();
    expect(messageCalls().length).toBeGreaterThan(calls);
    const items = within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.at(-1)).toHaveTextContent(/^New since you last looked/);
  });
});
