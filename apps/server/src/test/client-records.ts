import type { Db } from '../db/connect.ts';
import { portfolioAccounts, portfolioHoldings, riskAssessments } from '../db/schema.ts';

// Records of a client written straight to the database, for the tests that export, erase, purge or total them.

// A completed risk questionnaire: version 1, one answer, score 30, level 4, completed 11 January 2026.
export async function insertCompletedRisk(db: Db, firmId: number, clientId: number) {
  await db.insert(riskAssessments).values({
    firmId,
    clientId,
    questionnaireVersion: 1,
    status: 'completed',
    answers: { q1: 3 },
    score: 30,
    level: 4,
    completedAt: new Date('2026-01-11T10:00:00Z'),
  });
}

// A portfolio account holding one equity fund; the account.
export async function insertHeldAccount(
  db: Db,
  account: typeof portfolioAccounts.$inferInsert,
  holding: Omit<typeof portfolioHoldings.$inferInsert, 'accountId' | 'assetClass'>,
) {
  const [row] = await db.insert(portfolioAccounts).values(account).returning();
  if (!row) throw new Error('account not created');
  await db.insert(portfolioHoldings).values({ accountId: row.id, assetClass: 'equity', ...holding });
  return row;
}
