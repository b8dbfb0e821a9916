import { financesUpdatedResponseSchema } from '@atrium/domain/contract/finances';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFindChanges, factFinds } from '../../db/schema.ts';
import { useFactFindWorld } from '../../test/factfind.ts';

const url = (clientId: number) => `/api/clients/${clientId}/finances/updated`;

const { database, t, world, call } = useFactFindWorld();
beforeAll(async () => {
  const { db } = database;
  // Two fact-finds of the joint client (a reviewed one and the next), and one of the single client.
  const [older, newer, other] = await db
    .insert(factFinds)
    .values([
      { firmId: world.firm.id, clientId: world.joint.client.id, data: {}, status: 'reviewed' },
      { firmId: world.firm.id, clientId: world.joint.client.id, data: {} },
      { firmId: world.firm.id, clientId: world.single.client.id, data: {} },
    ])
    .returning({ id: factFinds.id });
  if (!older || !newer || !other) throw new Error('fact-finds not created');
  const change = (factFindId: number, path: string, at: string) => ({
    firmId: world.firm.id,
    factFindId,
    path,
    newValue: 1,
    createdAt: new Date(at),
  });
  await db.insert(factFindChanges).values([
    change(older.id, 'income.items.0.gross_amount', '2026-01-10T09:00:00.000Z'),
    change(older.id, 'pensions.items.0', '2026-03-01T09:00:00.000Z'),
    change(newer.id, 'income.items.0.gross_amount', '2026-11-20T16:30:00.000Z'),
    change(newer.id, 'current_address.valuation', '2026-11-19T08:00:00.000Z'),
    // Not a finance category, and another client's change: neither counts.
    change(newer.id, 'personal_details_client1.first_name', '2026-11-21T08:00:00.000Z'),
    change(other.id, 'expenditure.food', '2026-11-21T08:00:00.000Z'),
  ]);
});

const expected = {
  current_address: '2026-11-19T08:00:00.000Z',
  property: null,
  investments: null,
  pensions: '2026-03-01T09:00:00.000Z',
  liabilities: null,
  income: '2026-11-20T16:30:00.000Z',
  expenditure: null,
  protection: null,
};

describe('GET /api/clients/{clientId}/finances/updated', () => {
  it('gives the client the newest change of each finance category across their fact-finds', async () => {
    const response = await call('GET', url(world.joint.client.id), world.tokens.joint);
    expect(response.statusCode).toBe(200);
    expect(financesUpdatedResponseSchema.strict().parse(response.json())).toEqual({ data: expected });
  });

  it('answers their adviser and the firm’s admin the same', async () => {
    for (const token of [world.tokens.adviser, world.tokens.admin]) {
      const response = await call('GET', url(world.joint.client.id), token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: expected });
    }
  });

  it("counts only that client's own changes", async () => {
    const response = await call('GET', url(world.single.client.id), world.tokens.single);
    expect(response.json().data).toEqual({
      ...Object.fromEntries(Object.keys(expected).map((k) => [k, null])),
      expenditure: '2026-11-21T08:00:00.000Z',
    });
  });

  it('tells another client, another adviser and another firm that the client does not exist', async () => {
    for (const token of [world.tokens.single, world.tokens.otherAdviser, world.tokens.strangerAdmin]) {
      const response = await call('GET', url(world.joint.client.id), token);
      expect(response.statusCode).toBe(404);
    }
  });

  it('refuses anonymous callers and a malformed id', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: url(world.joint.client.id) });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await call('GET', '/api/clients/abc/finances/updated', world.tokens.joint);
    expect(malformed.statusCode).toBe(422);
  });
});
