import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { clients, firms, householdMembers, riskAssessments } from '../../db/schema.ts';

// What the risk feature reads about the household around its assessments: who answers, their names and currency, and
// the firm's review period. Part of createRiskRepo (repo.ts); every query names the client the service has scoped.
export function createRiskHouseholdRepo(db: Db) {
  return {
    // The people of a client household who have answered or signed in, for the adviser's side-by-side view.
    async listPeople(clientId: number): Promise<(1 | 2)[]> {
      const [members, answered] = await Promise.all([
        db
          .select({ person: householdMembers.person })
          .from(householdMembers)
          .where(eq(householdMembers.clientId, clientId)),
        db
          .selectDistinct({ person: riskAssessments.person })
          .from(riskAssessments)
          .where(eq(riskAssessments.clientId, clientId)),
      ]);
      return [...new Set([...members, ...answered].map((row) => row.person))].sort();
    },

    // The people of a client household who sign in (household_members): only they can answer.
    async listMembers(clientId: number): Promise<(1 | 2)[]> {
      const rows = await db
        .select({ person: householdMembers.person })
        .from(householdMembers)
        .where(eq(householdMembers.clientId, clientId));
      return rows.map((row) => row.person);
    },

    // The firm's review period in months, read when a result is completed (docs/attitude-to-risk.md).
    async findReviewMonths(firmId: number): Promise<number> {
      const [row] = await db
        .select({ months: firms.riskReviewMonths })
        .from(firms)
        .where(eq(firms.id, firmId));
      if (!row) throw new Error(`Firm ${firmId} not found`);
      return row.months;
    },

    // The household's people's names (person 1 the client, person 2 the joint partner) and its currency symbol
    // (£ or €), in which the fact-find's amounts are recorded.
    async findHouseholdNames(clientId: number) {
      const [row] = await db
        .select({ name: clients.name, jointName: clients.jointName, currency: clients.currencySymbol })
        .from(clients)
        .where(eq(clients.id, clientId));
      if (!row) throw new Error(`Client ${clientId} not found`);
      return row;
    },
  };
}
