import { and, desc, eq, ilike, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { documents, users } from '../../db/schema.ts';

const columns = {
  id: documents.id,
  firmId: documents.firmId,
  clientId: documents.clientId,
  name: documents.name,
  category: documents.category,
  mimeType: documents.mimeType,
  size: documents.size,
  source: documents.source,
  storageKey: documents.storageKey,
  createdAt: documents.createdAt,
  clientOpenedAt: documents.clientOpenedAt,
  firmOpenedAt: documents.firmOpenedAt,
  uploadedBy: { id: users.id, name: users.name },
};

const containsPattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

// Every query names the client: the service has already decided the caller may reach that client.
export function createDocumentsRepo(db: Db) {
  return {
    async listForClient(
      clientId: number,
      filter: { search?: string | undefined; category?: string | undefined },
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(documents.clientId, clientId),
        isNull(documents.deletedAt),
        filter.search ? ilike(documents.name, containsPattern(filter.search)) : undefined,
        filter.category ? eq(documents.category, filter.category) : undefined,
      ];
      return db
        .select(columns)
        .from(documents)
        .innerJoin(users, eq(users.id, documents.uploadedBy))
        .where(and(...conditions))
        .orderBy(desc(documents.createdAt), desc(documents.id));
    },

    async findForClient(clientId: number, documentId: number) {
      const [row] = await db
        .select(columns)
        .from(documents)
        .innerJoin(users, eq(users.id, documents.uploadedBy))
        .where(
          and(eq(documents.id, documentId), eq(documents.clientId, clientId), isNull(documents.deletedAt)),
        );
      return row ?? null;
    },

    // A client's document for another feature (signing), with where its file is: the service has scoped the client.
    async findDocument(clientId: number, documentId: number) {
      const [row] = await db
        .select({ storageKey: documents.storageKey, mimeType: documents.mimeType, name: documents.name })
        .from(documents)
        .where(
          and(eq(documents.id, documentId), eq(documents.clientId, clientId), isNull(documents.deletedAt)),
        );
      return row ?? null;
    },

    async insert(values: typeof documents.$inferInsert) {
      const [row] = await db.insert(documents).values(values).returning({ id: documents.id });
      if (!row) throw new Error('Document was not stored');
      return row.id;
    },

    // Soft delete: the row stays for the audit trail, without its file; answers the file's key, or null when the
    // document is not the client's or is already deleted.
    async markDeleted(clientId: number, documentId: number, at: Date) {
      const [row] = await db
        .update(documents)
        .set({ deletedAt: at })
        .where(
          and(eq(documents.id, documentId), eq(documents.clientId, clientId), isNull(documents.deletedAt)),
        )
        .returning({ storageKey: documents.storageKey });
      return row?.storageKey ?? null;
    },

    async markOpened(documentId: number, side: 'client' | 'firm', at: Date) {
      const column = side === 'client' ? documents.clientOpenedAt : documents.firmOpenedAt;
      await db
        .update(documents)
        .set(side === 'client' ? { clientOpenedAt: at } : { firmOpenedAt: at })
        .where(and(eq(documents.id, documentId), isNull(column)));
    },
  };
}

export type DocumentsRepo = ReturnType<typeof createDocumentsRepo>;
export type DocumentRow = Awaited<ReturnType<DocumentsRepo['listForClient']>>[number];
