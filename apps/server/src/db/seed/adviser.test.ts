import { adviserDashboardResponseSchema, clientsResponseSchema } from '@atrium/domain/contract/adviser';
import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { demoInvitee } from './adviser.ts';
import { demoLogins } from './demo-logins.ts';

let adviserToken: string;

const { call, login } = useDemoApp();
const get = (url: string) => call('GET', url, adviserToken);

beforeAll(async () => {
  adviserToken = (await login(demoLogins.adviser)).json().token;
});

describe("the demo adviser's workspace", () => {
  it('has every demo client, and one invited who has not joined', async () => {
    const { data } = clientsResponseSchema.parse((await get('/api/adviser/clients')).json());
    expect(data.map((c) => [c.name, c.status, c.portal_status, c.adviser?.name])).toEqual([
      ['James Carter', 'not-started', 'active', 'Sarah Mitchell'],
      ['Olivia Bennett', 'draft', 'active', 'Sarah Mitchell'],
      ['Priya Shah', 'awaiting-review', 'active', 'Sarah Mitchell'],
      ['Tom Walker', 'not-started', 'invited', 'Sarah Mitchell'],
    ]);
  });

  it('has something on the dashboard: a fact-find to review, an unread message, an invitation', async () => {
    const body = adviserDashboardResponseSchema.parse((await get('/api/adviser/dashboard')).json());
    expect(body.awaiting_review.items.map((i) => i.client.name)).toEqual(['Priya Shah']);
    expect(body.unread_conversations.items.map((i) => [i.client.name, i.unread_count])).toEqual([
      ['Priya Shah', 1],
    ]);
    expect(body.pending_invitations.items.map((i) => [i.client.name, i.email, i.expired])).toEqual([
      [demoInvitee.name, demoInvitee.email, false],
    ]);
    const bell = (await get('/api/notifications')).json().data;
    expect(bell.map((n: { type: string }) => n.type)).toEqual(['client-message', 'fact-find-submitted']);
  });

  it("prints Priya's submitted fact-find and shows a field's history", async () => {
    const priya = body(await get('/api/adviser/clients?search=priya')).data[0];
    if (!priya) throw new Error('Priya is missing from the demo');
    const pdf = await get(`/api/adviser/clients/${priya.id}/fact-find.pdf`);
    expect(pdf.statusCode).toBe(200);
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Hospital doctor');
    expect(text).toContain('Pay off the mortgage by 55 and retire at 60');
    const history = await get(
      `/api/adviser/clients/${priya.id}/fact-find/history?path=employment_client1.desired_retirement_age`,
    );
    expect(history.json().data.map((c: { old: unknown; new: unknown }) => [c.old, c.new])).toEqual([
      [65, 60],
      [null, 65],
    ]);
  });

  it('gives the invitee no usable password', async () => {
    expect((await login(demoInvitee.email)).statusCode).toBe(401);
  });
});

function body(response: { json(): unknown }) {
  return clientsResponseSchema.parse(response.json());
}
