import { todayIso } from '@atrium/domain/factfind/dates';
import { addDaysIso } from '@atrium/domain/risk/review';
import { eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { documentRequests } from '../schema.ts';
import { findDemoClient } from './demo-client.ts';

const day = 24 * 60 * 60_000;

// The demo's document requests (docs/document-requests.md), so Olivia's checklist, her home page and the firm's
// outstanding list have content from the first start: her photo ID due in ten days, and her P60 asked for a fortnight
// ago and now overdue. Seeded once: a firm with any request is left alone.
export async function seedDemoDocumentRequests(tx: Tx, demo: { email: string }, now = new Date()) {
  const olivia = await findDemoClient(tx, demo.email);
  if (!olivia?.adviserId) return;
  const [existing] = await tx
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(eq(documentRequests.firmId, olivia.firmId))
    .limit(1);
  if (existing) return;
  const today = todayIso(now);
  const base = {
    firmId: olivia.firmId,
    clientId: olivia.clientId,
    createdBy: olivia.adviserId,
    person: 1 as const,
  };
  await tx.insert(documentRequests).values([
    {
      ...base,
      title: 'P60',
      note: 'Your latest P60 from your employer.',
      category: 'statement',
      dueDate: addDaysIso(today, -3),
      startsOn: addDaysIso(today, -14),
      createdAt: new Date(now.getTime() - 14 * day),
      // Reminded before the due date already, as the job would have.
      dueSoonRemindedAt: new Date(now.getTime() - 6 * day),
    },
    {
      ...base,
      title: 'Photo ID',
      note: 'A passport or photocard driving licence, in date, with the photo clearly visible.',
      category: 'identity',
      dueDate: addDaysIso(today, 10),
      startsOn: addDaysIso(today, -4),
      createdAt: new Date(now.getTime() - 4 * day),
    },
  ]);
}
