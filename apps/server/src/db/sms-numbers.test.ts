import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { toE164 } from '@atrium/domain/identity/telephone';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-test-app.ts';
import { createFirm, createUser } from '../test/factories.ts';
import { migrationsFolder } from './connect.ts';
import { users } from './schema.ts';

const database = useTestDatabase();

// Migration 0036 ran on an empty database when the test database was made; run it again over numbers stored as
// typed before enrolment stored E.164, as it runs over a live database once.
const migration = readFileSync(join(migrationsFolder, '0036_sms_numbers_e164.sql'), 'utf8');

describe('text-message numbers stored before E.164 (migration 0036)', () => {
  it('become what toE164 makes of them with the person’s region, and a number it refuses stays as it was', async () => {
    const { db } = database;
    const firm = await createFirm(db);
    const stored: [string, 'uk' | 'ie'][] = [
      ['07700900789', 'uk'],
      ['+44 7700 900123', 'uk'],
      ['+4407700900456', 'ie'],
      ['0851234567', 'ie'],
      ['00353851234567', 'uk'],
      ['+12125550187', 'ie'],
      ['+447700900999', 'uk'],
      ['077009', 'uk'],
      ['0851234567890', 'ie'],
    ];
    const ids: number[] = [];
    for (const [mfaTelephone, region] of stored) {
      const user = await createUser(db, { firmId: firm.id, mfaEnabled: true, mfaTelephone });
      await db.update(users).set({ region }).where(eq(users.id, user.id));
      ids.push(user.id);
    }
    await db.execute(sql.raw(migration));
    const after = await Promise.all(
      ids.map(async (id) => (await db.select().from(users).where(eq(users.id, id)))[0]?.mfaTelephone),
    );
    expect(after).toEqual(stored.map(([number, region]) => toE164(number, region) ?? number));
    expect(after.slice(0, 7)).toEqual([
      '+447700900789',
      '+447700900123',
      '+447700900456',
      '+353851234567',
      '+353851234567',
      '+12125550187',
      '+447700900999',
    ]);
  });
});
