import { countUnread } from '@atrium/domain/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { demoLogins, demoPassword } from './demo.ts';

const { database, t } = useTestApp();
beforeAll(async () => {
  await prepareDatabase(database, { seedDemo: true });
});

describe('demo conversation and notifications', () => {
  it('give the demo client a short exchange with one unread reply, and two unread notifications', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: demoLogins.client, password: demoPassword },
    });
    const headers = { authorization: `Bearer ${login.json().token}` };
    const conversation = (await t.app.inject({ method: 'GET', url: '/api/messages', headers })).json();
    expect(conversation.messages).toHaveLength(3);
    expect(conversation.messages[2].sender).toMatchObject({ name: 'Sarah Mitchell', is_me: false });
    expect(countUnread(conversation.messages, conversation.conversation.last_viewed_at)).toBe(1);
    const list = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers })).json();
    expect(list.data.map((n: { data: { title: string } }) => n.data.title)).toEqual([
      'New message from Sarah Mitchell',
      'Welcome to your client portal',
    ]);
  });
});
