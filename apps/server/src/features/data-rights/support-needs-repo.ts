import { withdrawnDetailRetentionDays } from '@atrium/domain/support/needs';
import { and, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { auditEvents, supportNeeds } from '../../db/schema.ts';

// Support needs are special category data (UK GDPR art. 9) with their own retention (docs/data-rights.md "Support
// needs"): a withdrawn record's detail is cleared `withdrawnDetailRetentionDays` after the withdrawal, and an erased
// person's at once. What stays is the bare fact — firm, household, person, when it was recorded, consented to,
// withdrawn and purged — which the firm's Consumer Duty outcomes report counts, and which names nobody.

const cleared = (now: Date) => ({
  drivers: [],
  details: null,
  preferredContact: null,
  adjustments: [],
  trustedContact: null,
  recordedBy: null,
  withdrawnBy: null,
  purgedAt: now,
  updatedAt: now,
});

// An erased person's records (person 1 and 2 for a household's erasure, 2 for the partner's), inside the erasure's
// transaction: the current one withdrawn, every one cleared. Answers how many rows were cleared.
export async function clearSupportNeedsOf(
  tx: Tx,
  who: { firmId: number; clientId: number; person?: 1 | 2; now: Date },
): Promise<number> {
  const rows = await tx
    .update(supportNeeds)
    .set({ ...cleared(who.now), withdrawnAt: sql`coalesce(${supportNeeds.withdrawnAt}, ${who.now})` })
    .where(
      and(
        eq(supportNeeds.firmId, who.firmId),
        eq(supportNeeds.clientId, who.clientId),
        who.person === undefined ? undefined : eq(supportNeeds.person, who.person),
        isNull(supportNeeds.purgedAt),
      ),
    )
    .returning({ id: supportNeeds.id });
  return rows.length;
}

// The retention purge's part for support needs (features/data-rights/purge-job.ts): every record withdrawn at least
// the retention period ago and not yet cleared, cleared in one statement with an audit event each (ids and dates
// only). Safe on every instance at once: a row another run cleared first no longer matches `purged_at IS NULL` once
// its lock is released, so each is cleared and audited once.
export async function purgeWithdrawnSupportNeeds(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - withdrawnDetailRetentionDays * 24 * 60 * 60_000);
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(supportNeeds)
      .set(cleared(now))
      .where(
        and(
          isNotNull(supportNeeds.withdrawnAt),
          lte(supportNeeds.withdrawnAt, before),
          isNull(supportNeeds.purgedAt),
        ),
      )
      .returning({
        id: supportNeeds.id,
        firmId: supportNeeds.firmId,
        clientId: supportNeeds.clientId,
        person: supportNeeds.person,
        withdrawnAt: supportNeeds.withdrawnAt,
      });
    if (rows.length > 0)
      await tx.insert(auditEvents).values(
        rows.map((row) => ({
          type: 'support-needs.purged',
          firmId: row.firmId,
          userId: null,
          data: {
            clientId: row.clientId,
            person: row.person,
            supportNeedsId: row.id,
            withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
          },
          createdAt: now,
        })),
      );
    return rows.length;
  });
}
