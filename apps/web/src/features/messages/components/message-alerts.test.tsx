import type { Message } from '@atrium/domain/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';
import { getToasts, removeToast } from '../../../ui/toast/toast-store.ts';

// A new message from the adviser, while the client is anywhere but the conversation: a toast for each message and
// one bell entry (the server makes the notification whether or not the client is online and keeps one unread;
// features/messages and features/notifications in the server).

const channel = 'private-user.2.updates';
const notificationEvent = 'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated';
const bellEntryId = '33333333-3333-4333-8333-333333333333';

preloadRoutes('app-layout', 'messages', 'index');

const fromAdviser = (id: number, body: string): Message => ({
  id,
  conversation_id: 1,
  body,
  sender: { id: 1, name: 'Olivia Bennett', role: 'adviser', is_me: false },
  createdAt: `2026-03-02T10:00:0${id}.000Z`,
});

function pushMessage(message: Message) {
  FakePusher.latest().emit(channel, 'conversation.updated', {
    message,
    client_id: 10,
    sequence: message.id,
    timestamp: message.createdAt,
  });
}

function pushBellEntry() {
  FakePusher.latest().emit(channel, notificationEvent, {
    id: bellEntryId,
    type: 'adviser-message',
    title: 'New message from Olivia Bennett',
    body: 'Your review is booked.',
    link: '/messages',
    created_at: '2026-03-02T10:00:01.000Z',
    timestamp: '2026-03-02T10:00:01.000Z',
  });
}

async function signedInAt(path: string) {
  signInAs();
  const app = renderApp(path, { realtime: fakeRealtime() });
  await screen.findByRole('button', { name: 'Notifications' }, firstRender);
  await waitFor(() => expect(FakePusher.instances).toHaveLength(1));
  return app;
}

const toastsNamed = (text: string) =>
  within(screen.getByRole('region', { name: 'Notifications' })).queryAllByText(text);

// Toasts outlive a test by their timeout: each test starts with none.
beforeEach(() => {
  for (const toast of getToasts()) removeToast(toast.id);
});

describe('a new message from the adviser', () => {
  it('on another page: a toast for each message, one bell entry for them all', async () => {
    await signedInAt('/');
    pushMessage(fromAdviser(1, 'Your review is booked.'));
    pushBellEntry();
    await waitFor(() => expect(toastsNamed('New message from Olivia Bennett')).toHaveLength(1));
    expect(toastsNamed('New message from Olivia Bennett')[0]?.closest('li')).toHaveAttribute(
      'data-tone',
      'info',
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();

    // A second message while the first is unread: its own toast; the server adds no second entry.
    pushMessage(fromAdviser(2, 'Bring your pension statements.'));
    await waitFor(() => expect(toastsNamed('New message from Olivia Bennett')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    // The same message again (a replay after reconnecting) is not news.
    pushMessage(fromAdviser(2, 'Bring your pension statements.'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(toastsNamed('New message from Olivia Bennett')).toHaveLength(2);
  });

  it('on the conversation itself: no toast, and reading it refreshes the bell', async () => {
    answer('POST /api/messages/mark-all-as-read', {
      status: 200,
      body: { last_viewed_at: '2026-03-02T10:00:05.000Z' },
    });
    answer('GET /api/messages', {
      status: 200,
      body: {
        messages: [fromAdviser(1, 'Your review is booked.')],
        conversation: { last_viewed_at: '2026-03-02T10:00:01.000Z' },
      },
    });
    await signedInAt('/messages');
    await screen.findByRole('log', { name: 'Conversation' }, firstRender);
    const bellFetches = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/notifications');
    const before = bellFetches().length;
    pushMessage(fromAdviser(3, 'See you on Tuesday.'));
    expect(await screen.findByText('See you on Tuesday.')).toBeInTheDocument();
    await waitFor(() => expect(bellFetches().length).toBeGreaterThan(before));
    expect(toastsNamed('New message from Olivia Bennett')).toHaveLength(0);
  });
});
