import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { prepareDatabase } from '../prepare.ts';
import { appointments, calendarSlots } from '../schema.ts';
import { seedDemoCalendar } from './calendar.ts';
import { demoLogins } from './demo-logins.ts';

const database = useTestDatabase();

async function counts() {
  const [s] = await database.db.select({ n: count() }).from(calendarSlots);
  const [a] = await database.db.select({ n: count() }).from(appointments);
  return { slots: s?.n, appointments: a?.n };
}

describe('the demo calendar', () => {
  it('gives the adviser open slots and James one upcoming appointment, once', async () => {
    await prepareDatabase(database, { seedDemo: true });
    const first = await counts();
    expect(first.appointments).toBe(1);
    expect(first.slots).toBeGreaterThanOrEqual(10);
    const [booked] = await database.db.select().from(appointments);
    expect(booked?.startsAt.getTime()).toBeGreaterThan(Date.now() + 5 * 86_400_000);
    expect(booked?.status).toBe('booked');

    await prepareDatabase(database, { seedDemo: true });
    await database.db.transaction((tx) => seedDemoCalendar(tx, { email: demoLogins.client }));
    expect(await counts()).toEqual(first);
    const slotOfBooking = await database.db
      .select()
      .from(calendarSlots)
      .where(eq(calendarSlots.id, booked?.slotId ?? 0));
    expect(slotOfBooking[0]?.kind).toBe('video');
  });
});
