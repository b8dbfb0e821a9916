import { and, asc, count, eq, isNull, lte } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  auditEvents,
  clients,
  dataErasures,
  factFindConsents,
  factFinds,
  forecastScenarios,
  portfolioAccounts,
  portfolioSnapshots,
  reviews,
  riskAssessments,
} from '../../db/schema.ts';
import { erasedText } from './erasure-repo.ts';
import { auditAbout } from './repo.ts';

// The end of an erasure's retention period (docs/data-rights.md): the records of advice kept after an erasure are
// deleted once `retain_until` has passed. One erasure per transaction, claimed with FOR UPDATE SKIP LOCKED, so
// several instances (or the CLI beside a running portal) never purge the same one twice, and a purge is either
// whole, with its audit event, or not done at all.

export type PurgedErasure = {
  erasureId: number;
  firmId: number;
  clientId: number;
  erasedAt: Date;
  retainUntil: Date;
  deleted: {
    factFinds: number;
    consents: number;
    riskAssessments: number;
    portfolioAccounts: number;
    portfolioSnapshots: number;
    forecastScenarios: number;
    reviews: number;
    auditEvents: number;
  };
};

export type DueErasure = { erasureId: number; firmId: number; clientId: number; retainUntil: Date };

const dueAt = (now: Date) => and(isNull(dataErasures.purgedAt), lte(dataErasures.retainUntil, now));

export function createPurgeRepo(db: Db) {
  return {
    async listDue(now: Date): Promise<DueErasure[]> {
      return db
        .select({
          erasureId: dataErasures.id,
          firmId: dataErasures.firmId,
          clientId: dataErasures.clientId,
          retainUntil: dataErasures.retainUntil,
        })
        .from(dataErasures)
        .where(dueAt(now))
        .orderBy(asc(dataErasures.retainUntil), asc(dataErasures.id));
    },

    async countDue(now: Date): Promise<number> {
      const [row] = await db.select({ n: count() }).from(dataErasures).where(dueAt(now));
      return row?.n ?? 0;
    },

    // Null when nothing is due (or everything due is being purged by another run right now).
    async purgeNextDue(now: Date): Promise<PurgedErasure | null> {
      return db.transaction(async (tx) => {
        const [due] = await tx
          .select({
            erasureId: dataErasures.id,
            firmId: dataErasures.firmId,
            clientId: dataErasures.clientId,
            erasedAt: dataErasures.erasedAt,
            retainUntil: dataErasures.retainUntil,
          })
          .from(dataErasures)
          .where(dueAt(now))
          .orderBy(asc(dataErasures.retainUntil), asc(dataErasures.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!due) return null;
        const { firmId, clientId } = due;
        const [client] = await tx
          .select({ userId: clients.userId })
          .from(clients)
          .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
        if (!client) throw new Error(`Erasure ${due.erasureId} names a client that does not exist`);
        // Deletes the client's rows of a table, answering how many there were.
        const removeOfClient = async (
          table: PgTable & { id: AnyPgColumn; clientId: AnyPgColumn; firmId: AnyPgColumn },
        ) =>
          (
            await tx
              .delete(table)
              .where(and(eq(table.clientId, clientId), eq(table.firmId, firmId)))
              .returning({ id: table.id })
          ).length;

        const deleted = {
          // Fact-finds take their answers, custom answers and change history with them (ON DELETE CASCADE).
          factFinds: await removeOfClient(factFinds),
          consents: await removeOfClient(factFindConsents),
          riskAssessments: await removeOfClient(riskAssessments),
          // Accounts take their holdings with them (ON DELETE CASCADE).
          portfolioAccounts: await removeOfClient(portfolioAccounts),
          portfolioSnapshots: await removeOfClient(portfolioSnapshots),
          // The forecast scenarios the firm saved for the client (features/forecast), shared or not.
          forecastScenarios: await removeOfClient(forecastScenarios),
          // The household's closed annual reviews (features/reviews), their check-ins with them (ON DELETE CASCADE).
          reviews: await removeOfClient(reviews),
          auditEvents: (
            await tx
              .delete(auditEvents)
              .where(auditAbout({ firmId, clientId, userId: client.userId }))
              .returning({ id: auditEvents.id })
          ).length,
        };

        // The erasure row stays, marked purged, so the client still reads as erased and cannot be erased again;
        // its reason was part of what was kept and goes now.
        await tx
          .update(dataErasures)
          .set({ purgedAt: now, reason: erasedText })
          .where(eq(dataErasures.id, due.erasureId));

        // Audited in the same transaction: no purge without its record, no record of a purge that rolled back.
        // Ids, dates and counts only: nothing that names the person.
        await tx.insert(auditEvents).values({
          type: 'data-rights.purged',
          firmId,
          userId: null,
          data: {
            clientId,
            erasureId: due.erasureId,
            erasedAt: due.erasedAt.toISOString(),
            retainUntil: due.retainUntil.toISOString(),
            deleted,
          },
          createdAt: now,
        });
        return { ...due, deleted };
      });
    },
  };
}

export type PurgeRepo = ReturnType<typeof createPurgeRepo>;
