import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factFindAnswers, factFinds } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { publishTemplate, setStatus, startFactFind, useFactFindWorld } from '../../test/factfind.ts';

// GET …/portal/changes reads everything in one statement (repo.ts changesViewQuery, which skips what the answer
// cannot use); the adviser's read of one fact-find by id builds the same response from separate reads
// (service.ts readViewParts). For the latest fact-find the two must answer the same bytes, in every state
// the one statement treats differently: no firm template, a template with custom answers, a return note, more
// than one fact-find.
const clock = createFakeClock();

const { database, world, call } = useFactFindWorld({ clock });

async function expectSameAsSeparateReads(clientId: number) {
  const changes = await call('GET', `/api/clients/${clientId}/portal/changes`, world.tokens.adviser);
  expect(changes.statusCode).toBe(200);
  const latest = changes.json().id as number;
  const byId = await call(
    'GET',
    `/api/adviser/clients/${clientId}/fact-finds/${latest}`,
    world.tokens.adviser,
  );
  expect(byId.statusCode).toBe(200);
  expect(changes.payload).toBe(byId.payload);
  return changes.json();
}

describe('GET /portal/changes in one statement', () => {
  it('answers what the separate reads answer, without a firm template', async () => {
    const id = world.single.client.id;
    await startFactFind(call, id, world.tokens.single);
    const view = await expectSameAsSeparateReads(id);
    expect(view.customPages).toEqual([]);
    expect(view.factFindsCreated).toBe(1);
  });

  it('and with custom answers, a return note and an earlier fact-find', async () => {
    await publishTemplate(database.db, world.firm.id);
    const id = world.joint.client.id;
    const start = () => call('POST', `/api/clients/${id}/portal/changes/start`, world.tokens.joint);
    expect((await start()).statusCode).toBe(201);
    const [first] = await database.db.select().from(factFinds).where(eq(factFinds.clientId, id));
    if (!first) throw new Error('no fact-find');
    await database.db
      .update(factFindAnswers)
      .set({ value: 'Retire at 60' })
      .where(eq(factFindAnswers.factFindId, first.id));
    const withAnswers = await expectSameAsSeparateReads(id);
    expect(JSON.stringify(withAnswers.customPages)).toContain('Retire at 60');

    await setStatus(database.db, first.id, 'reviewed');
    expect((await start()).statusCode).toBe(201);
    await database.db
      .update(factFinds)
      .set({ returnNote: 'Please add your pension', returnedAt: new Date(), returnedBy: world.adviser.id })
      .where(and(eq(factFinds.clientId, id), eq(factFinds.status, 'draft')));
    const returned = await expectSameAsSeparateReads(id);
    expect(returned.factFindsCreated).toBe(2);
    expect(returned.returnNote).toMatchObject({
      note: 'Please add your pension',
      returnedBy: { id: world.adviser.id, name: 'Sarah Mitchell' },
    });
  });
});
