import type { Permissions } from '@atrium/domain/contract/auth';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFinds, factFindTemplates, users } from '../../db/schema.ts';

export type TemplateRow = typeof factFindTemplates.$inferSelect;
export type TemplateContent = Pick<
  TemplateRow,
  'customPages' | 'defaultPageSections' | 'templateSettings' | 'templatePermissions'
>;

// The firm's highest version that is published, or that is not (its draft).
async function findNewestTemplate(db: Db, firmId: number, published: boolean): Promise<TemplateRow | null> {
  const [row] = await db
    .select()
    .from(factFindTemplates)
    .where(
      and(
        eq(factFindTemplates.firmId, firmId),
        published ? isNotNull(factFindTemplates.publishedAt) : isNull(factFindTemplates.publishedAt),
      ),
    )
    .orderBy(desc(factFindTemplates.version))
    .limit(1);
  return row ?? null;
}

// The version new fact-finds start on: the firm's most recently published. On any handle, so the fact-find's
// repository reads it inside its transactions (features/factfind/repo.ts).
export const findLatestPublishedTemplate = (db: Db, firmId: number) => findNewestTemplate(db, firmId, true);

// A firm's template versions: published rows are never changed again; the one row without published_at is the
// firm's draft (there is at most one, as each draft takes the next version number).
export function createTemplatesRepo(db: Db) {
  return {
    findDraft: (firmId: number) => findNewestTemplate(db, firmId, false),

    findLatestPublished: (firmId: number) => findLatestPublishedTemplate(db, firmId),

    async findMaxVersion(firmId: number): Promise<number> {
      const [row] = await db
        .select({ version: factFindTemplates.version })
        .from(factFindTemplates)
        .where(eq(factFindTemplates.firmId, firmId))
        .orderBy(desc(factFindTemplates.version))
        .limit(1);
      return row?.version ?? 0;
    },

    // Null when another request took this version number first (two admins' first saves at once).
    async insertDraft(
      values: TemplateContent & { firmId: number; version: number; createdBy: number; now: Date },
    ): Promise<TemplateRow | null> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(factFindTemplates)
        .values({ ...rest, publishedAt: null, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async updateDraft(id: number, firmId: number, content: TemplateContent, now: Date) {
      const [row] = await db
        .update(factFindTemplates)
        .set({ ...content, updatedAt: now })
        .where(
          and(
            eq(factFindTemplates.id, id),
            eq(factFindTemplates.firmId, firmId),
            isNull(factFindTemplates.publishedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async publishDraft(firmId: number, now: Date): Promise<TemplateRow | null> {
      const [row] = await db
        .update(factFindTemplates)
        .set({ publishedAt: now, updatedAt: now })
        .where(and(eq(factFindTemplates.firmId, firmId), isNull(factFindTemplates.publishedAt)))
        .returning();
      return row ?? null;
    },

    async deleteDraft(firmId: number): Promise<TemplateRow | null> {
      const [row] = await db
        .delete(factFindTemplates)
        .where(and(eq(factFindTemplates.firmId, firmId), isNull(factFindTemplates.publishedAt)))
        .returning();
      return row ?? null;
    },

    async listVersions(firmId: number) {
      return db
        .select({
          id: factFindTemplates.id,
          version: factFindTemplates.version,
          publishedAt: factFindTemplates.publishedAt,
          updatedAt: factFindTemplates.updatedAt,
          customPages: factFindTemplates.customPages,
          factFindsStarted: count(factFinds.id),
        })
        .from(factFindTemplates)
        .leftJoin(factFinds, eq(factFinds.templateId, factFindTemplates.id))
        .where(eq(factFindTemplates.firmId, firmId))
        .groupBy(factFindTemplates.id)
        .orderBy(desc(factFindTemplates.version));
    },

    async findClientUserPermissions(userId: number): Promise<Permissions> {
      const [row] = await db
        .select({ permissions: users.permissions })
        .from(users)
        .where(eq(users.id, userId));
      return row?.permissions ?? {};
    },

    async setUserPermissions(userId: number, firmId: number, permissions: Permissions, now: Date) {
      const [row] = await db
        .update(users)
        .set({ permissions, updatedAt: now })
        .where(and(eq(users.id, userId), eq(users.firmId, firmId)))
        .returning({ permissions: users.permissions });
      return row?.permissions ?? null;
    },
  };
}

export type TemplatesRepo = ReturnType<typeof createTemplatesRepo>;
