import { expandSlotPattern } from '@atrium/domain/calendar/slots';
import { addDays, toWallTime } from '@atrium/domain/calendar/zone';
import { eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { appointments, calendarSlots } from '../schema.ts';
import { findDemoClient } from './demo-client.ts';

const zone = 'Europe/London';

// The demo calendar: three weeks of the adviser's open slots from the day after seeding (video on
// Tuesdays and Thursdays, phone on Mondays, in person on Wednesdays), and James's next review, booked a week out.
// Seeded once: an adviser who already has slots is left alone, so every start can call this.
export async function seedDemoCalendar(tx: Tx, demo: { email: string }, now = new Date()): Promise<void> {
  const client = await findDemoClient(tx, demo.email);
  if (!client || client.adviserId === null) return;
  const adviserId = client.adviserId;
  const [existing] = await tx
    .select({ id: calendarSlots.id })
    .from(calendarSlots)
    .where(eq(calendarSlots.adviserId, adviserId))
    .limit(1);
  if (existing) return;

  const today = toWallTime(zone, now).date;
  const range = { zone, dateFrom: addDays(today, 2), dateTo: addDays(today, 22) };
  const patterns = [
    {
      kind: 'video' as const,
      weekdays: [2, 4],
      times: ['10:00', '14:00'],
      videoLink: 'https://meet.example.com/sarah-mitchell',
      location: null,
    },
    { kind: 'phone' as const, weekdays: [1], times: ['11:00'], videoLink: null, location: null },
    {
      kind: 'in_person' as const,
      weekdays: [3],
      times: ['15:30'],
      videoLink: null,
      location: 'Example Financial Planning, 12 King Street, Manchester M2 4WU',
    },
  ];
  const rows = patterns.flatMap((p) =>
    expandSlotPattern({ ...range, weekdays: p.weekdays, times: p.times, durationMinutes: 60 }).map((t) => ({
      firmId: client.firmId,
      adviserId,
      startsAt: t.startsAt,
      endsAt: t.endsAt,
      timeZone: zone,
      kind: p.kind,
      location: p.location,
      videoLink: p.videoLink,
      createdAt: now,
    })),
  );
  const slots = await tx.insert(calendarSlots).values(rows).returning();
  const weekOut = now.getTime() + 6 * 86_400_000;
  const review = slots
    .filter((s) => s.kind === 'video' && s.startsAt.getTime() >= weekOut)
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())[0];
  if (!review) return;
  await tx.insert(appointments).values({
    firmId: client.firmId,
    clientId: client.clientId,
    adviserId,
    slotId: review.id,
    startsAt: review.startsAt,
    endsAt: review.endsAt,
    timeZone: review.timeZone,
    kind: review.kind,
    location: review.location,
    videoLink: review.videoLink,
    notes: 'Annual review: pensions and the ISA allowance.',
    createdAt: now,
    updatedAt: now,
  });
}
