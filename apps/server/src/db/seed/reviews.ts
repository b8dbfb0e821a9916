import { todayIso } from '@atrium/domain/factfind/dates';
import { addDaysIso } from '@atrium/domain/risk/review';
import { desc, eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { factFinds, reviews } from '../schema.ts';
import { findDemoClient } from './demo-client.ts';

// The demo's annual reviews (docs/reviews.md), so the adviser's pipeline has content from the first start: Olivia's
// check-in open with her review three weeks away (compared with her fact-find as it is), Priya's overdue and not
// started, and the Carters' next review scheduled for the spring. Seeded once: a firm with any review is left alone.
export async function seedDemoReviews(
  tx: Tx,
  demo: { single: string; mfaClient: string; joint: string },
  now = new Date(),
): Promise<void> {
  const olivia = await findDemoClient(tx, demo.single);
  const priya = await findDemoClient(tx, demo.mfaClient);
  const carters = await findDemoClient(tx, demo.joint);
  if (!olivia || !priya || !carters) return;
  const [existing] = await tx
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.firmId, olivia.firmId))
    .limit(1);
  if (existing) return;
  const today = todayIso(now);
  const [oliviaFactFind] = await tx
    .select({ data: factFinds.data })
    .from(factFinds)
    .where(eq(factFinds.clientId, olivia.clientId))
    .orderBy(desc(factFinds.id))
    .limit(1);
  const invitedAt = new Date(now.getTime() - 3 * 24 * 60 * 60_000);
  await tx.insert(reviews).values([
    {
      firmId: olivia.firmId,
      clientId: olivia.clientId,
      dueOn: addDaysIso(today, 21),
      status: 'invited',
      scheduledBy: olivia.adviserId,
      invitedAt,
      remindedAt: invitedAt,
      baseline: oliviaFactFind?.data ?? {},
      baselineAt: new Date(now.getTime() - 330 * 24 * 60 * 60_000),
    },
    {
      firmId: priya.firmId,
      clientId: priya.clientId,
      dueOn: addDaysIso(today, -10),
      status: 'invited',
      scheduledBy: priya.adviserId,
      invitedAt: new Date(now.getTime() - 52 * 24 * 60 * 60_000),
      remindedAt: new Date(now.getTime() - 4 * 24 * 60 * 60_000),
      remindersSent: 3,
      baseline: {},
    },
    {
      firmId: carters.firmId,
      clientId: carters.clientId,
      dueOn: addDaysIso(today, 120),
      scheduledBy: carters.adviserId,
    },
  ]);
}
