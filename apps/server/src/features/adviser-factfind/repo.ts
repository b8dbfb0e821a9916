import { and, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import { clients, factFindChanges, factFinds, firms, users } from '../../db/schema.ts';
import { findUserSummary } from '../factfind/repo.ts';

const reviewers = alias(users, 'reviewers');
const returners = alias(users, 'returners');

const summaryColumns = {
  id: factFinds.id,
  clientId: factFinds.clientId,
  status: factFinds.status,
  createdAt: factFinds.createdAt,
  updatedAt: factFinds.updatedAt,
  submittedAt: factFinds.submittedAt,
  reviewedAt: factFinds.reviewedAt,
  reviewedBy: { id: reviewers.id, name: reviewers.name },
  returnedAt: factFinds.returnedAt,
  returnedBy: { id: returners.id, name: returners.name },
  returnNote: factFinds.returnNote,
};

// LIKE's wildcards in a path are literal characters of the path.
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

// Every query here takes a client id the service has already put through the adviser scope.
export function createAdviserFactFindRepo(db: Db) {
  const summaries = () =>
    db
      .select(summaryColumns)
      .from(factFinds)
      .leftJoin(reviewers, eq(reviewers.id, factFinds.reviewedBy))
      .leftJoin(returners, eq(returners.id, factFinds.returnedBy));

  // The client's fact-find leaves awaiting-review (reviewed, or returned to draft) with its version bumped.
  async function leaveReview(
    clientId: number,
    now: Date,
    change: Pick<
      typeof factFinds.$inferInsert,
      'status' | 'reviewedAt' | 'reviewedBy' | 'returnedAt' | 'returnedBy' | 'returnNote'
    >,
  ) {
    const [row] = await db
      .update(factFinds)
      .set({ ...change, updatedAt: now, version: sql`${factFinds.version} + 1` })
      .where(and(eq(factFinds.clientId, clientId), eq(factFinds.status, 'awaiting-review')))
      .returning({ id: factFinds.id });
    return row ?? null;
  }

  return {
    async listFactFinds(clientId: number) {
      return summaries().where(eq(factFinds.clientId, clientId)).orderBy(desc(factFinds.id));
    },

    async findSummary(clientId: number, factFindId: number) {
      const [row] = await summaries().where(
        and(eq(factFinds.clientId, clientId), eq(factFinds.id, factFindId)),
      );
      return row ?? null;
    },

    async findLatest(clientId: number) {
      const [row] = await db
        .select({ id: factFinds.id, status: factFinds.status })
        .from(factFinds)
        .where(eq(factFinds.clientId, clientId))
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row ?? null;
    },

    // The latest fact-find the client has submitted (awaiting review or reviewed): what the PDF shows.
    async findLatestSubmitted(clientId: number) {
      const [row] = await summaries()
        .where(
          and(eq(factFinds.clientId, clientId), inArray(factFinds.status, ['awaiting-review', 'reviewed'])),
        )
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row ?? null;
    },

    // The transitions happen only from awaiting-review, decided by the UPDATE itself: of two advisers acting at
    // once, one wins and the other finds nothing to change (409).
    markReviewed: (clientId: number, by: number, now: Date) =>
      leaveReview(clientId, now, { status: 'reviewed', reviewedAt: now, reviewedBy: by }),

    markReturned: (clientId: number, by: number, note: string, now: Date) =>
      leaveReview(clientId, now, { status: 'draft', returnedAt: now, returnedBy: by, returnNote: note }),

    // Changes at the path and below it (the items of a list), newest first, across the client's fact-finds.
    async listChanges(clientId: number, path: string, factFindId: number | null, limit: number) {
      return db
        .select({
          id: factFindChanges.id,
          factFindId: factFindChanges.factFindId,
          path: factFindChanges.path,
          at: factFindChanges.createdAt,
          by: { id: users.id, name: users.name, role: users.role },
          oldValue: factFindChanges.oldValue,
          newValue: factFindChanges.newValue,
          typedValue: factFindChanges.typedValue,
        })
        .from(factFindChanges)
        .innerJoin(factFinds, eq(factFinds.id, factFindChanges.factFindId))
        .leftJoin(users, eq(users.id, factFindChanges.userId))
        .where(
          and(
            eq(factFinds.clientId, clientId),
            factFindId === null ? undefined : eq(factFinds.id, factFindId),
            or(eq(factFindChanges.path, path), like(factFindChanges.path, `${escapeLike(path)}.%`)),
          ),
        )
        .orderBy(desc(factFindChanges.id))
        .limit(limit);
    },

    // What the PDF header needs: the firm's branding and the client's names and currency.
    async findPdfContext(clientId: number) {
      const [row] = await db
        .select({
          firm: { name: firms.name, primaryColour: firms.primaryColour },
          client: {
            name: clients.name,
            jointName: clients.jointName,
            currencySymbol: clients.currencySymbol,
            adviserId: clients.adviserId,
          },
          // Whose terms the questionnaire used (PPSN or National Insurance number): the client user's region.
          region: users.region,
        })
        .from(clients)
        .innerJoin(firms, eq(firms.id, clients.firmId))
        .innerJoin(users, eq(users.id, clients.userId))
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    findUser: (userId: number) => findUserSummary(db, userId),
  };
}

export type AdviserFactFindRepo = ReturnType<typeof createAdviserFactFindRepo>;
export type FactFindSummaryRow = Awaited<ReturnType<AdviserFactFindRepo['listFactFinds']>>[number];
