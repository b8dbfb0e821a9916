import type { AdviserConversation } from '@atrium/domain/contract/messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAsAdviser } from '../test/adviser-fixtures.ts';
import { answer } from '../test/fake-api.ts';
import { firstRender, preloadRoutes } from '../test/first-render.ts';
import { renderApp } from '../test/render-app.tsx';

const conversation = (id: number, name: string, unread: number, at: string | null): AdviserConversation => ({
  client: { id, name },
  unread_count: unread,
  last_viewed_at: null,
  last_message: at
    ? {
        id,
        conversation_id: id,
        body: `Hello from ${name}`,
        createdAt: at,
        sender: { id: 100 + id, name, role: 'client', is_me: false },
      }
    : null,
});

preloadRoutes('adviser-layout', 'adviser-messages');

describe('the adviser’s inbox', () => {
  it('lists conversations newest first with unread counts, each leading to the client’s messages', async () => {
    signInAsAdviser();
    answer('GET /api/adviser/conversations', {
      status: 200,
      body: {
        conversations: [
          conversation(1, 'Olivia Bennett', 0, '2026-03-01T09:00:00.000Z'),
          conversation(2, 'James Carter', 2, '2026-03-02T09:00:00.000Z'),
          conversation(3, 'Priya Shah', 0, null),
        ],
      },
    });
    renderApp('/adviser/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' }, firstRender);
    const links = within(list).getAllByRole('link');
    // Each link is named by what it shows (WCAG 2.5.3): the client and the unread count first.
    expect(links[0]).toHaveAccessibleName(/^James Carter 2 unread\b/);
    expect(links[1]).toHaveAccessibleName(/^Olivia Bennett\b/);
    expect(links[1]).not.toHaveAccessibleName(/unread/);
    expect(links[2]).toHaveAccessibleName(/^Priya Shah No messages yet/);
    expect(links[0]).toHaveTextContent('Hello from James Carter');
    expect(screen.getByText('2 unread messages.')).toBeInTheDocument();
    // The navigation says it too.
    expect(screen.getByRole('link', { name: 'Messages 2 unread' })).toBeInTheDocument();
    expect(links[0]).toHaveAttribute('href', '/adviser/clients/2/messages');
  });

  it('says when there are no conversations', async () => {
    signInAsAdviser();
    renderApp('/adviser/messages');
    expect(await screen.findByText('No conversations yet', {}, firstRender)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('No unread messages.')).toBeInTheDocument());
  });
});
