import { todayIso } from '@atrium/domain/factfind/dates';
import { and, asc, desc, eq, inArray, sql, TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  firms,
  signatureEvents,
  signatureRequests,
  signatureSigners,
  users,
} from '../../db/schema.ts';
import { ukDaysSince } from '../../db/uk-days.ts';

export type NewSignatureEvent = {
  requestId: number;
  signerId?: number | null;
  userId?: number | null;
  type: string;
  at: Date;
  ip?: string | null;
  userAgent?: string | null;
  detail?: string | null;
};

export type SignerEvidenceRow = {
  signerName: string;
  signerEmail: string;
  typedName: string;
  method: 'totp' | 'sms';
  authenticatedAt: Date;
  signedAt: Date;
  ip: string;
  userAgent: string;
  documentSha256: string;
};

const signerColumns = {
  id: signatureSigners.id,
  requestId: signatureSigners.requestId,
  userId: signatureSigners.userId,
  person: signatureSigners.person,
  position: signatureSigners.position,
  status: signatureSigners.status,
  name: users.name,
  email: users.email,
  signerName: signatureSigners.signerName,
  signerEmail: signatureSigners.signerEmail,
  typedName: signatureSigners.typedName,
  method: signatureSigners.method,
  authenticatedAt: signatureSigners.authenticatedAt,
  signedAt: signatureSigners.signedAt,
  ip: signatureSigners.ip,
  userAgent: signatureSigners.userAgent,
  documentSha256: signatureSigners.documentSha256,
  declinedAt: signatureSigners.declinedAt,
  declineReason: signatureSigners.declineReason,
};

// Every query names the client or the signer: the service has decided the caller may reach them.
export function createSignaturesRepo(db: Db) {
  // A request with the name of who sent it.
  const withSender = () =>
    db
      .select({ request: signatureRequests, sentBy: users.name })
      .from(signatureRequests)
      .innerJoin(users, eq(users.id, signatureRequests.createdBy));

  async function addEvent(event: NewSignatureEvent) {
    await db.insert(signatureEvents).values(event);
  }

  return {
    addEvent,

    async insertRequest(
      values: typeof signatureRequests.$inferInsert,
      signers: { userId: number; person: 1 | 2; position: number }[],
      sent: Omit<NewSignatureEvent, 'requestId' | 'type'>,
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(signatureRequests)
          .values(values)
          .returning({ id: signatureRequests.id });
        if (!row) throw new Error('Signature request was not stored');
        await tx.insert(signatureSigners).values(signers.map((signer) => ({ ...signer, requestId: row.id })));
        await tx.insert(signatureEvents).values({ ...sent, requestId: row.id, type: 'sent' });
        return row.id;
      });
    },

    async listForClient(clientId: number) {
      return withSender()
        .where(eq(signatureRequests.clientId, clientId))
        .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id));
    },

    async findForClient(clientId: number, requestId: number) {
      const [row] = await withSender().where(
        and(eq(signatureRequests.clientId, clientId), eq(signatureRequests.id, requestId)),
      );
      return row ?? null;
    },

    // The requests sent to this person (never the other partner's), newest first.
    async listForSigner(userId: number) {
      return db
        .select({ request: signatureRequests })
        .from(signatureRequests)
        .innerJoin(signatureSigners, eq(signatureSigners.requestId, signatureRequests.id))
        .where(and(eq(signatureSigners.userId, userId), sql`${signatureRequests.status} <> 'withdrawn'`))
        .orderBy(desc(signatureRequests.createdAt), desc(signatureRequests.id));
    },

    async findForSigner(userId: number, requestId: number) {
      const [row] = await db
        .select({ request: signatureRequests, signerId: signatureSigners.id })
        .from(signatureRequests)
        .innerJoin(signatureSigners, eq(signatureSigners.requestId, signatureRequests.id))
        .where(and(eq(signatureSigners.userId, userId), eq(signatureRequests.id, requestId)));
      return row ?? null;
    },

    async signersOf(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select(signerColumns)
        .from(signatureSigners)
        .innerJoin(users, eq(users.id, signatureSigners.userId))
        .where(inArray(signatureSigners.requestId, requestIds))
        .orderBy(asc(signatureSigners.position), asc(signatureSigners.id));
    },

    async eventsOf(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select({
          requestId: signatureEvents.requestId,
          type: signatureEvents.type,
          at: signatureEvents.at,
          actor: users.name,
          ip: signatureEvents.ip,
          userAgent: signatureEvents.userAgent,
          detail: signatureEvents.detail,
        })
        .from(signatureEvents)
        .leftJoin(users, eq(users.id, signatureEvents.userId))
        .where(inArray(signatureEvents.requestId, requestIds))
        .orderBy(asc(signatureEvents.at), asc(signatureEvents.id));
    },

    // The signature with its evidence, once: false when it was no longer pending (a second tab, a decline).
    async markSigned(signerId: number, evidence: SignerEvidenceRow, event: NewSignatureEvent) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(signatureSigners)
          .set({ ...evidence, status: 'signed' })
          .where(and(eq(signatureSigners.id, signerId), eq(signatureSigners.status, 'pending')))
          .returning({ id: signatureSigners.id });
        if (rows.length === 0) return false;
        await tx.insert(signatureEvents).values(event);
        return true;
      });
    },

    // Declining ends the request for everyone: the adviser decides what happens next.
    async markDeclined(requestId: number, signerId: number, reason: string, event: NewSignatureEvent) {
      const declined = db.transaction(async (tx) => {
        const requests = await tx
          .update(signatureRequests)
          .set({ status: 'declined' })
          .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.status, 'pending')))
          .returning({ id: signatureRequests.id });
        if (requests.length === 0) return false;
        const rows = await tx
          .update(signatureSigners)
          .set({ status: 'declined', declinedAt: event.at, declineReason: reason })
          .where(and(eq(signatureSigners.id, signerId), eq(signatureSigners.status, 'pending')))
          .returning({ id: signatureSigners.id });
        // The request was open but this signer had already answered: nothing changes.
        if (rows.length === 0) tx.rollback();
        await tx.insert(signatureEvents).values(event);
        return true;
      });
      return declined.catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return false;
        throw error;
      });
    },

    async withdraw(requestId: number, event: NewSignatureEvent) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(signatureRequests)
          .set({ status: 'withdrawn', withdrawnAt: event.at })
          .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.status, 'pending')))
          .returning({ id: signatureRequests.id });
        if (rows.length === 0) return false;
        await tx.insert(signatureEvents).values(event);
        return true;
      });
    },

    async complete(requestId: number, sealed: { key: string; sha256: string }, event: NewSignatureEvent) {
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(signatureRequests)
          .set({
            status: 'completed',
            finalStorageKey: sealed.key,
            finalSha256: sealed.sha256,
            completedAt: event.at,
          })
          .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.status, 'pending')))
          .returning({ id: signatureRequests.id });
        if (rows.length === 0) return false;
        await tx.insert(signatureEvents).values(event);
        return true;
      });
    },

    // Claims the signers due a reminder: still pending on a pending request, their turn (an ordered request waits
    // for the earlier signers), and not reminded (nor sent) for the firm's number of UK days (../../db/uk-days.ts).
    // The conditional UPDATE is the claim: a second instance running at once finds them already reminded.
    async claimDueReminders(now: Date, limit: number) {
      return db
        .update(signatureSigners)
        .set({ lastRemindedAt: now })
        .where(
          sql`${signatureSigners.id} IN (
            SELECT s.id FROM ${signatureSigners} s
            JOIN ${signatureRequests} r ON r.id = s.request_id
            JOIN ${firms} f ON f.id = r.firm_id
            WHERE s.status = 'pending' AND r.status = 'pending'
              AND ${ukDaysSince(sql`coalesce(s.last_reminded_at, r.created_at)`, sql`f.signature_reminder_days`, todayIso(now))}
              AND (NOT r.is_ordered OR NOT EXISTS (
                SELECT 1 FROM ${signatureSigners} e
                WHERE e.request_id = s.request_id AND e.position < s.position AND e.status <> 'signed'))
            ORDER BY s.id
            LIMIT ${limit}
            FOR UPDATE OF s SKIP LOCKED
          )`,
        )
        .returning({
          signerId: signatureSigners.id,
          requestId: signatureSigners.requestId,
          userId: signatureSigners.userId,
        });
    },

    // The sealed document a file's hash names (/verify), with the firm that issued it.
    async findByHash(sha256: string) {
      const [row] = await db
        .select({ request: signatureRequests, firm: firms.name })
        .from(signatureRequests)
        .innerJoin(firms, eq(firms.id, signatureRequests.firmId))
        .where(
          sql`${signatureRequests.finalSha256} = ${sha256} OR ${signatureRequests.originalSha256} = ${sha256}`,
        )
        .orderBy(desc(signatureRequests.completedAt))
        .limit(1);
      return row ?? null;
    },

    async titlesOf(requestIds: number[]) {
      if (requestIds.length === 0) return [];
      return db
        .select({ id: signatureRequests.id, title: signatureRequests.title })
        .from(signatureRequests)
        .where(inArray(signatureRequests.id, requestIds));
    },

    // Who on the firm's side hears of a client's news (features/access firmRecipientsOf takes this shape).
    async findClientRecipients(clientId: number) {
      const [row] = await db
        .select({ firmId: clients.firmId, adviserId: clients.adviserId })
        .from(clients)
        .where(eq(clients.id, clientId));
      return row ?? null;
    },

    async findFirmName(firmId: number) {
      const [row] = await db.select({ name: firms.name }).from(firms).where(eq(firms.id, firmId));
      return row?.name ?? '';
    },
  };
}

export type SignaturesRepo = ReturnType<typeof createSignaturesRepo>;
export type SignatureRequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = Awaited<ReturnType<SignaturesRepo['signersOf']>>[number];
export type SignatureEventRow = Awaited<ReturnType<SignaturesRepo['eventsOf']>>[number];
