import type { Message } from '@atrium/domain/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, invalidData, requests } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { adviser, emptyDashboard } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

const fromAdviser = (id: number, body: string, createdAt: string): Message => ({
  id,
  conversation_id: 1,
  body,
  sender: { id: 1, name: 'Olivia Bennett', role: 'adviser', is_me: false },
  createdAt,
});
const mine = (id: number, body: string, createdAt: string): Message => ({
  ...fromAdviser(id, body, createdAt),
  sender: { id: 2, name: 'James Carter', role: 'client', is_me: true },
});

const conversation = {
  messages: [
    mine(1, 'Should I include Emma’s pension?', '2026-03-01T09:00:00.000Z'),
    fromAdviser(2, 'Yes please, both pensions.', '2026-03-01T10:00:00.000Z'),
  ],
  conversation: { last_viewed_at: '2026-03-01T09:30:00.000Z' },
};

function messagesLink() {
  return screen.getByRole('navigation', { name: 'Primary' }).querySelector('a[href="/messages"]');
}

preloadRoutes('app-layout', 'messages', 'index');

describe('the Messages page', () => {
  it('is the household’s one conversation: the partner’s messages carry her name, one’s own say You', async () => {
    signInAs();
    const fromPartner: Message = {
      ...fromAdviser(3, 'I have added my workplace pension.', '2026-03-01T11:00:00.000Z'),
      sender: { id: 5, name: 'Emma Carter', role: 'client', is_me: false },
    };
    answer('GET /api/messages', {
      status: 200,
      body: { ...conversation, messages: [...conversation.messages, fromPartner] },
    });
    answer('POST /api/messages/mark-all-as-read', {
      status: 200,
      body: { last_viewed_at: '2026-03-02T08:00:00.000Z' },
    });
    renderApp('/messages');
    const log = await screen.findByRole('log', { name: 'Conversation' }, firstRender);
    const items = within(log).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      'You',
      'Olivia Bennett',
      'Emma Carter',
    ]);
  });

  it("shows the conversation with the adviser's name, oldest first, and marks it read on view", async () => {
    signInAs();
    answer('GET /api/messages', { status: 200, body: conversation });
    answer('POST /api/messages/mark-all-as-read', {
      status: 200,
      body: { last_viewed_at: '2026-03-02T08:00:00.000Z' },
    });
    renderApp('/messages');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Messages' }, firstRender),
    ).toBeInTheDocument();
    expect(screen.getByText('Olivia Bennett', { selector: 'strong' })).toBeInTheDocument();
    const items = within(screen.getByRole('log', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Should I include Emma’s pension?'),
      expect.stringContaining('Yes please, both pensions.'),
    ]);
    expect(items[0]).toHaveTextContent('You');
    await waitFor(() => expect(requests.some((r) => r.path === '/api/messages/mark-all-as-read')).toBe(true));
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages'));
  });

  it('shows the unread count in the navigation', async () => {
    signInAs();
    answer('GET /api/messages', { status: 200, body: conversation });
    renderApp('/');
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages 1 unread'), firstRender);
  });

  it('sends a message, appends it and empties the box', async () => {
    signInAs();
    answer('GET /api/messages', {
      status: 200,
      body: { ...conversation, conversation: { last_viewed_at: '2026-03-01T11:00:00.000Z' } },
    });
    answer('POST /api/messages', ({ body }) => ({
      status: 200,
      body: {
        messages: [mine(3, (body as { message: string }).message, '2026-03-02T09:00:00.000Z')],
        conversation: { last_viewed_at: '2026-03-02T09:00:00.000Z' },
      },
    }));
    const app = renderApp('/messages');
    const box = await screen.findByRole('textbox', { name: 'Message' }, firstRender);
    await app.user.type(box, 'Thanks, will do.');
    await app.user.click(screen.getByRole('button', { name: 'Send' }));

    const log = screen.getByRole('log', { name: 'Conversation' });
    await waitFor(() =>
      expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent('Thanks, will do.'),
    );
    expect(box).toHaveValue('');
    expect(requests.find((r) => r.method === 'POST' && r.path === '/api/messages')?.body).toEqual({
      message: 'Thanks, will do.',
    });
  });

  it("shows the server's reason when a message is refused", async () => {
    signInAs();
    answer(
      'POST /api/messages',
      invalidData({ message: ['The message may not be longer than 5000 characters.'] }),
    );
    const app = renderApp('/messages');
    await app.user.type(
      await screen.findByRole('textbox', { name: 'Message' }, firstRender),
      'Too long, says the server',
    );
    await app.user.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('The message may not be longer than 5000 characters.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('does not send an empty message', async () => {
    signInAs();
    const app = renderApp('/messages');
    await app.user.click(await screen.findByRole('button', { name: 'Send' }, firstRender));
    expect(await screen.findByText('Write a message before sending.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/messages')).toBe(false);
  });

  it('appends a pushed message live and refetches on every (re)subscription', async () => {
    signInAs();
    answer('GET /api/messages', {
      status: 200,
      body: { ...conversation, conversation: { last_viewed_at: '2026-03-01T11:00:00.000Z' } },
    });
    answer('POST /api/messages/mark-all-as-read', {
      status: 200,
      body: { last_viewed_at: '2026-03-02T10:00:01.000Z' },
    });
    renderApp('/messages', { realtime: fakeRealtime() });
    await screen.findByRole('log', { name: 'Conversation' }, firstRender);
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));

    const pushed = fromAdviser(9, 'Your review is booked for Tuesday.', '2026-03-02T10:00:00.000Z');
    FakePusher.latest().emit('private-user.2.updates', 'conversation.updated', {
      message: pushed,
      client_id: 10,
      sequence: 9,
      timestamp: pushed.createdAt,
    });
    expect(await screen.findByText('Your review is booked for Tuesday.')).toBeInTheDocument();
    // Seen on screen: marked read at once.
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/messages/mark-all-as-read')).toHaveLength(1),
    );

    const fetches = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/messages').length;
    const before = fetches();
    FakePusher.latest().emit('private-user.2.updates', 'pusher:subscription_succeeded');
    await waitFor(() => expect(fetches()).toBe(before + 1));
  });

  it('is for clients: staff are sent to their workspace and see no Messages entry', async () => {
    signInAs(adviser);
    answer('GET /api/adviser/dashboard', {
      status: 200,
      body: emptyDashboard,
    });
    const app = renderApp('/messages');
    await waitFor(() => expect(app.location().pathname).toBe('/adviser'), firstRender);
    await screen.findByRole('navigation', { name: 'Primary' }, firstRender);
    expect(messagesLink()).toBeNull();
  });
});
