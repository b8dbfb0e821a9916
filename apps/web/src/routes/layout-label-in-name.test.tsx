import type { Message } from '@atrium/domain/contract/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAsAdviser } from '../test/adviser-fixtures.ts';
import { answer } from '../test/fake-api.ts';
import { firstRender } from '../test/first-render.ts';
import { jointClient, storeSession } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

// WCAG 2.5.3 (label in name): every link and button of the signed-in header and navigation has an accessible
// name that contains the text it shows, so a speech-input user can say what they see.

// The text a sighted user reads on the control: without what only screen readers get (.sr-only), at a phone's
// width (nothing that shows only from sm up) or from the sm breakpoint up.
function visibleText(element: Element, width: 'narrow' | 'wide'): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only, .hidden')) {
    const showsFromSm = ['sm:not-sr-only', 'sm:inline', 'sm:block', 'sm:flex'].some((name) =>
      hidden.classList.contains(name),
    );
    if (width === 'wide' && showsFromSm) continue;
    hidden.remove();
  }
  // The text as written, as axe reads it: boxes side by side with no space between them read as one word.
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// Every link and button in the header and the primary navigation: their visible text is in their name.
function expectLabelsInNames() {
  const header = document.querySelector('header');
  const nav = screen.getByRole('navigation', { name: 'Primary' });
  const controls = [header, nav].flatMap((region) => [...(region?.querySelectorAll('a, button') ?? [])]);
  expect(controls.length).toBeGreaterThan(3);
  for (const control of controls) {
    for (const width of ['narrow', 'wide'] as const) {
      const shown = visibleText(control, width).toLowerCase();
      if (!shown) continue;
      expect(control, `${width}: "${shown}"`).toHaveAccessibleName(new RegExp(escapeRegExp(shown), 'i'));
    }
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const unreadFromAdviser: Message = {
  id: 2,
  conversation_id: 1,
  body: 'Yes please, both pensions.',
  sender: { id: 1, name: 'Olivia Bennett', role: 'adviser', is_me: false },
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('the names of the signed-in header and navigation', () => {
  it("a client's account button and Messages link are named by what they show", async () => {
    storeSession();
    answer('GET /api/user', { status: 200, body: jointClient });
    answer('GET /api/messages', {
      status: 200,
      body: { messages: [unreadFromAdviser], conversation: { last_viewed_at: null } },
    });
    renderApp('/');
    await screen.findByRole('heading', { name: 'Welcome, James' }, firstRender);

    const account = screen.getByRole('button', { name: /account menu/ });
    expect(visibleText(account, 'wide')).toBe('JC James Carter');
    expect(visibleText(account, 'narrow')).toBe('JC');
    expect(account).toHaveAccessibleName('JC James Carter, account menu');

    const nav = screen.getByRole('navigation', { name: 'Primary' });
    const messages = nav.querySelector('a[href="/messages"]') as HTMLElement;
    await waitFor(() => expect(visibleText(messages, 'wide')).toBe('Messages 1'));
    expect(messages).toHaveAccessibleName('Messages 1 unread');

    expectLabelsInNames();
  });

  it("an adviser's header and navigation, with unread conversations", async () => {
    signInAsAdviser();
    answer('GET /api/adviser/conversations', {
      status: 200,
      body: {
        conversations: [
          {
            client: { id: 10, name: 'James Carter' },
            unread_count: 2,
            last_viewed_at: null,
            last_message: { ...unreadFromAdviser, sender: { ...unreadFromAdviser.sender, is_me: false } },
          },
        ],
      },
    });
    renderApp('/adviser/messages');
    const nav = await screen.findByRole('navigation', { name: 'Primary' }, firstRender);
    const messages = nav.querySelector('a[href="/adviser/messages"]') as HTMLElement;
    await waitFor(() => expect(messages).toHaveAccessibleName('Messages 2 unread'));
    expectLabelsInNames();
  });
});
