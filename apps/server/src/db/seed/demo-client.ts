import { eq } from 'drizzle-orm';
import type { Tx } from '../connect.ts';
import { clients, users } from '../schema.ts';

// The demo client a seed adds records for, found by their login email (calendar.ts, portfolio.ts); null when the
// demo data does not have them.
export async function findDemoClient(tx: Tx, email: string) {
  const [client] = await tx
    .select({ clientId: clients.id, firmId: clients.firmId, adviserId: clients.adviserId })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(eq(users.email, email));
  return client ?? null;
}
