import type { Notification } from '@atrium/domain/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, requests } from '../../../test/fake-api.ts';
import { FakePusher, fakeRealtime } from '../../../test/fake-pusher.ts';
import { firstRender, preloadRoutes } from '../../../test/first-render.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signInAs } from '../../../test/sign-in.ts';

preloadRoutes('app-layout', 'index');

const notification = (id: string, title: string, createdAt: string): Notification => ({
  id,
  type: 'adviser-notice',
  data: { title, body: `${title}: details`, link: null },
  read_at: null,
  created_at: createdAt,
  updated_at: createdAt,
});
const ids = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'] as const;

function signIn(list: Notification[]) {
  signInAs();
  answer('GET /api/notifications', { status: 200, body: { data: list } });
}

async function openBell(app: ReturnType<typeof renderApp>, name: string) {
  await app.user.click(await screen.findByRole('button', { name }, firstRender));
  return screen.findByRole('dialog', { name: 'Notifications' });
}

describe('the notification bell', () => {
  it('counts the unread list and shows it newest first', async () => {
    signIn([
      notification(ids[0], 'Documents ready', '2026-03-02T09:00:00.000Z'),
      notification(ids[1], 'Welcome', '2026-03-01T09:00:00.000Z'),
    ]);
    const app = renderApp('/');
    const panel = await openBell(app, 'Notifications, 2 unread');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(['Documents ready', 'Welcome']);
  });

  it('marks one read, which removes it, then all, which empties the list', async () => {
    signIn([
      notification(ids[0], 'Documents ready', '2026-03-02T09:00:00.000Z'),
      notification(ids[1], 'Welcome', '2026-03-01T09:00:00.000Z'),
    ]);
    answer(`GET /api/notifications/${ids[0]}/mark-as-read`, () => ({
      status: 200,
      body: {
        data: {
          ...notification(ids[0], 'Documents ready', '2026-03-02T09:00:00.000Z'),
          read_at: '2026-03-02T10:00:00.000Z',
        },
      },
    }));
    answer('GET /api/notifications/mark-all-as-read', { status: 200, body: { marked: 1 } });
    const app = renderApp('/');
    const panel = await openBell(app, 'Notifications, 2 unread');

    await app.user.click(within(panel).getByRole('button', { name: 'Mark “Documents ready” as read' }));
    const unreadList = within(panel).getByRole('list', { name: 'Unread notifications' });
    await waitFor(() => expect(within(unreadList).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(requests.some((r) => r.path === `/api/notifications/${ids[0]}/mark-as-read`)).toBe(true);
    // What was read is kept under "Earlier", with nothing left to mark.
    const earlier = within(panel).getByRole('list', { name: 'Earlier notifications' });
    expect(within(earlier).getByText('Documents ready')).toBeInTheDocument();
    expect(within(earlier).queryByRole('button')).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'Earlier' })).toBeInTheDocument();

    await app.user.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    expect(await within(panel).findByText('You’re all caught up.')).toBeInTheDocument();
    expect(
      within(within(panel).getByRole('list', { name: 'Earlier notifications' }))
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['Welcome', 'Documents ready']);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((r) => r.path === '/api/notifications/mark-all-as-read')).toBe(true),
    );
  });

  it('puts a pushed notification at the front, unread, and shows an informational toast', async () => {
    signIn([notification(ids[1], 'Welcome', '2026-03-01T09:00:00.000Z')]);
    const app = renderApp('/', { realtime: fakeRealtime() });
    await screen.findByRole('button', { name: 'Notifications, 1 unread' }, firstRender);
    await waitFor(() => expect(FakePusher.instances).toHaveLength(1));

    FakePusher.latest().emit(
      'private-user.2.updates',
      'Illuminate\\Notifications\\Events\\BroadcastNotificationCreated',
      {
        id: ids[0],
        type: 'fact-find-returned',
        title: 'Olivia Bennett returned your fact-find',
        body: 'Please add Emma’s pension.',
        link: '/fact-find',
        created_at: '2026-03-02T10:00:00.000Z',
        timestamp: '2026-03-02T10:00:00.000Z',
      },
    );
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    const toast = await within(toasts).findByText('Olivia Bennett returned your fact-find');
    // News of what the adviser did, not a success of the client's own: styled as information.
    expect(toast.closest('li')).toHaveAttribute('data-tone', 'info');
    const panel = await openBell(app, 'Notifications, 2 unread');
    const first = within(panel).getAllByRole('listitem')[0];
    expect(first).toHaveTextContent('Olivia Bennett returned your fact-find');
    expect(
      within(first as HTMLElement).getByRole('link', { name: 'Olivia Bennett returned your fact-find' }),
    ).toHaveAttribute('href', '/fact-find');
  });

  it('puts back what the server refused to mark, with an error toast', async () => {
    signIn([notification(ids[0], 'Documents ready', '2026-03-02T09:00:00.000Z')]);
    answer(`GET /api/notifications/${ids[0]}/mark-as-read`, {
      status: 500,
      body: { message: 'Server error' },
    });
    const app = renderApp('/');
    const panel = await openBell(app, 'Notifications, 1 unread');
    await app.user.click(within(panel).getByRole('button', { name: 'Mark “Documents ready” as read' }));
    expect(await screen.findByText('That did not work. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(1));
  });

  it('shows what was read earlier under "Earlier" when it opens', async () => {
    signIn([notification(ids[1], 'Welcome', '2026-03-01T09:00:00.000Z')]);
    answer('GET /api/notifications/earlier', {
      status: 200,
      body: {
        data: [
          {
            ...notification(ids[0], 'Documents ready', '2026-02-20T09:00:00.000Z'),
            read_at: '2026-02-21T09:00:00.000Z',
          },
        ],
      },
    });
    const app = renderApp('/');
    const panel = await openBell(app, 'Notifications, 1 unread');
    const earlier = await within(panel).findByRole('list', { name: 'Earlier notifications' });
    expect(earlier).toHaveTextContent('Documents ready');
    // Only the unread list counts.
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
