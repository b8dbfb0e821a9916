import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { documentRequestTemplates } from '../../db/schema.ts';

// A firm's document request templates (seeded for every firm by migration 0047), retired ones included.
export function createDocumentRequestTemplatesRepo(db: Db) {
  return {
    async list(firmId: number) {
      return db
        .select()
        .from(documentRequestTemplates)
        .where(eq(documentRequestTemplates.firmId, firmId))
        .orderBy(asc(documentRequestTemplates.isRetired), asc(documentRequestTemplates.id));
    },

    async find(firmId: number, templateId: number) {
      const [row] = await db
        .select()
        .from(documentRequestTemplates)
        .where(and(eq(documentRequestTemplates.id, templateId), eq(documentRequestTemplates.firmId, firmId)));
      return row ?? null;
    },

    async insert(values: typeof documentRequestTemplates.$inferInsert) {
      const [row] = await db.insert(documentRequestTemplates).values(values).returning();
      if (!row) throw new Error('Template was not stored');
      return row;
    },

    async update(
      firmId: number,
      templateId: number,
      values: Pick<typeof documentRequestTemplates.$inferInsert, 'title' | 'note' | 'category' | 'isRetired'>,
    ) {
      const [row] = await db
        .update(documentRequestTemplates)
        .set(values)
        .where(and(eq(documentRequestTemplates.id, templateId), eq(documentRequestTemplates.firmId, firmId)))
        .returning();
      return row ?? null;
    },
  };
}

export type DocumentRequestTemplatesRepo = ReturnType<typeof createDocumentRequestTemplatesRepo>;
export type DocumentRequestTemplateRow = typeof documentRequestTemplates.$inferSelect;
