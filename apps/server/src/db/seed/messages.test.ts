import { countUnread } from '@atrium/domain/contract/messages';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo.ts';
import { demoLogins } from './demo-logins.ts';

const demo = useDemoApp();

describe('demo conversation and notifications', () => {
  it('give the demo client a short exchange with one unread reply, and two unread notifications', async () => {
    const { get } = await demo.session(demoLogins.client);
    const conversation = (await get('/api/messages')).json();
    expect(conversation.messages).toHaveLength(3);
    expect(conversation.messages[2].sender).toMatchObject({ name: 'Sarah Mitchell', is_me: false });
    expect(countUnread(conversation.messages, conversation.conversation.last_viewed_at)).toBe(1);
    const list = (await get('/api/notifications')).json();
    expect(list.data.map((n: { data: { title: string } }) => n.data.title)).toEqual([
      'New message from Sarah Mitchell',
      'Welcome to your client portal',
    ]);
  });
});
