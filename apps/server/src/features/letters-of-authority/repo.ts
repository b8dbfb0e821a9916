import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  documents,
  firms,
  letterOfAuthorityEvents,
  lettersOfAuthority,
  signatureRequests,
  signatureSigners,
  users,
} from '../../db/schema.ts';

export type NewLetter = Omit<typeof lettersOfAuthority.$inferInsert, 'id'>;
export type NewLetterEvent = Omit<typeof letterOfAuthorityEvents.$inferInsert, 'id' | 'letterId' | 'firmId'>;

// Every query names the client (and its firm): the service has decided the caller may reach them.
export function createLettersRepo(db: Db) {
  return {
    // A letter with its first events (drafted, sent for signature), in one transaction.
    async insertLetter(values: NewLetter, events: NewLetterEvent[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(lettersOfAuthority)
          .values(values)
          .returning({ id: lettersOfAuthority.id });
        if (!row) throw new Error('Letter of authority was not stored');
        await tx
          .insert(letterOfAuthorityEvents)
          .values(events.map((event) => ({ ...event, letterId: row.id, firmId: values.firmId })));
        return row.id;
      });
    },

    async addEvent(letter: { id: number; firmId: number }, event: NewLetterEvent) {
      await db
        .insert(letterOfAuthorityEvents)
        .values({ ...event, letterId: letter.id, firmId: letter.firmId });
    },

    // The client's letters, newest first, each with its signing request's state and who wrote it.
    async listForClient(firmId: number, clientId: number, letterId?: number) {
      return db
        .select({
          letter: lettersOfAuthority,
          createdBy: { id: users.id, name: users.name },
          signature: {
            status: signatureRequests.status,
            title: signatureRequests.title,
            completedAt: signatureRequests.completedAt,
            withdrawnAt: signatureRequests.withdrawnAt,
            declinedAt:
              sql<Date | null>`(SELECT max(${signatureSigners.declinedAt}) FROM ${signatureSigners} WHERE ${signatureSigners.requestId} = ${signatureRequests.id})`.mapWith(
                (value: string | Date | null) => (value === null ? null : new Date(value)),
              ),
          },
        })
        .from(lettersOfAuthority)
        .innerJoin(users, eq(users.id, lettersOfAuthority.createdBy))
        .innerJoin(signatureRequests, eq(signatureRequests.id, lettersOfAuthority.signatureRequestId))
        .where(
          and(
            eq(lettersOfAuthority.firmId, firmId),
            eq(lettersOfAuthority.clientId, clientId),
            letterId === undefined ? undefined : eq(lettersOfAuthority.id, letterId),
          ),
        )
        .orderBy(desc(lettersOfAuthority.createdAt), desc(lettersOfAuthority.id));
    },

    async eventsOf(firmId: number, letterIds: number[]) {
      if (letterIds.length === 0) return [];
      return db
        .select({
          letterId: letterOfAuthorityEvents.letterId,
          type: letterOfAuthorityEvents.type,
          occurredOn: letterOfAuthorityEvents.occurredOn,
          note: letterOfAuthorityEvents.note,
          recordedAt: letterOfAuthorityEvents.recordedAt,
          by: users.name,
          document: { id: documents.id, name: documents.name, deletedAt: documents.deletedAt },
        })
        .from(letterOfAuthorityEvents)
        .leftJoin(users, eq(users.id, letterOfAuthorityEvents.recordedBy))
        .leftJoin(documents, eq(documents.id, letterOfAuthorityEvents.documentId))
        .where(
          and(
            eq(letterOfAuthorityEvents.firmId, firmId),
            inArray(letterOfAuthorityEvents.letterId, letterIds),
          ),
        )
        .orderBy(asc(letterOfAuthorityEvents.id));
    },

    // What a letter is written with: the firm's name, colour and logo, the household's names, the region whose
    // words the fact-find uses (National Insurance number or PPSN).
    async findLetterContext(firmId: number, clientId: number) {
      const [row] = await db
        .select({
          firm: { name: firms.name, primaryColour: firms.primaryColour, logoPath: firms.logoPath },
          client: { name: clients.name, jointName: clients.jointName },
          region: users.region,
        })
        .from(clients)
        .innerJoin(firms, eq(firms.id, clients.firmId))
        .innerJoin(users, eq(users.id, clients.userId))
        .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
      return row ?? null;
    },
  };
}

export type LettersRepo = ReturnType<typeof createLettersRepo>;
export type LetterRow = Awaited<ReturnType<LettersRepo['listForClient']>>[number];
export type LetterEventRow = Awaited<ReturnType<LettersRepo['eventsOf']>>[number];
