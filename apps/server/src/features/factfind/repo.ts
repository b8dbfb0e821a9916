import type { Permissions } from '@atrium/domain/contract/auth';
import { and, asc, count, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  factFindAnswers,
  type factFindChanges,
  factFinds,
  factFindTemplates,
  firms,
  idempotencyKeys,
  users,
} from '../../db/schema.ts';
import { createTemplateContextCache } from './template-context.ts';

export type FactFindRow = typeof factFinds.$inferSelect;
export type TemplateRow = typeof factFindTemplates.$inferSelect;
export type AnswerRow = { id: number; questionId: string; value: unknown };
export type ChangeRow = typeof factFindChanges.$inferInsert;

export type ClientAccessRow = {
  id: number;
  firmId: number;
  userId: number;
  adviserId: number | null;
  name: string;
  jointName: string | null;
  // Optional: rows built by hand (tests) may leave it out.
  jointEmail?: string | null;
  dob: string | null;
  jointDob: string | null;
};

// A client by id, only within the caller's firm: an id from another firm reads as absent. Every feature that
// serves /api/clients/{clientId}/… starts here before its access check.
export async function findClientInFirm(
  db: Db,
  clientId: number,
  firmId: number,
): Promise<ClientAccessRow | null> {
  const [client] = await db
    .select({
      id: clients.id,
      firmId: clients.firmId,
      userId: clients.userId,
      adviserId: clients.adviserId,
      name: clients.name,
      jointName: clients.jointName,
      jointEmail: clients.jointEmail,
      dob: clients.dob,
      jointDob: clients.jointDob,
    })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
  return client ?? null;
}

const advisers = alias(users, 'advisers');
const returners = alias(users, 'returners');

// Issue 10: everything GET …/portal/changes shows, in one statement instead of seven round trips: the client
// (within the caller's firm), its latest fact-find and how many it has, the caller's own permissions, the
// adviser's and the returning adviser's names, the latest fact-find's custom answers, and the id of the firm's
// current published template (what a client with no fact-find yet is shown). The caller's access to the client
// is still decided by access.ts from the client row, before anything else is used.
function changesViewQuery(db: Db) {
  const answers = sql<AnswerRow[]>`(select coalesce(json_agg(json_build_object('id', a.id,
      'questionId', a.question_id, 'value', a.value) order by a.id), '[]'::json)
      from ${factFindAnswers} a where a.fact_find_id = ${factFinds.id})`;
  return db
    .select({
      client: {
        id: clients.id,
        firmId: clients.firmId,
        userId: clients.userId,
        adviserId: clients.adviserId,
        name: clients.name,
        jointName: clients.jointName,
        jointEmail: clients.jointEmail,
        dob: clients.dob,
        jointDob: clients.jointDob,
      },
      factFind: factFinds,
      factFindsCreated:
        sql<number>`(select count(*) from ${factFinds} f where f.client_id = ${clients.id})`.mapWith(Number),
      callerPermissions: sql<Permissions | null>`(select u.permissions from ${users} u where u.id = ${sql.placeholder('userId')})`,
      adviser: { id: advisers.id, name: advisers.name },
      returnedBy: { id: returners.id, name: returners.name },
      publishedTemplateId: sql<number | null>`(select t.id from ${factFindTemplates} t
        where t.firm_id = ${clients.firmId} and t.published_at is not null order by t.version desc limit 1)`,
      answers,
    })
    .from(clients)
    .leftJoin(
      factFinds,
      eq(factFinds.id, sql`(select max(f.id) from ${factFinds} f where f.client_id = ${clients.id})`),
    )
    .leftJoin(advisers, eq(advisers.id, clients.adviserId))
    .leftJoin(returners, eq(returners.id, factFinds.returnedBy))
    .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.firmId, sql.placeholder('firmId'))))
    .prepare('factfind_changes_view');
}

export function createFactFindRepo(db: Db) {
  // Built on first use: repositories made per transaction never pay for it.
  let changesView: ReturnType<typeof changesViewQuery> | null = null;
  return {
    async findChangesView(clientId: number, firmId: number, userId: number) {
      changesView ??= changesViewQuery(db);
      const [row] = await changesView.execute({ clientId, firmId, userId });
      return row ?? null;
    },

    // Issue 10: built contexts of published template versions, kept for this repository's lifetime (one per app).
    // Inside a transaction, read through the outer repository's cache with the transaction's findTemplate:
    // `repo.templates.forTemplateId(id, r.findTemplate)`.
    templates: createTemplateContextCache(),

    findClient: (clientId: number, firmId: number) => findClientInFirm(db, clientId, firmId),

    async findUserSummary(userId: number) {
      const [user] = await db
        .select({ id: users.id, name: users.name, permissions: users.permissions })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    // The account's contact details a new fact-find starts from (@atrium/domain/factfind/contact).
    async findAccountContact(userId: number) {
      const [user] = await db
        .select({ name: users.name, email: users.email, telephone: users.telephone })
        .from(users)
        .where(eq(users.id, userId));
      return user ?? null;
    },

    async findConsentSettings(firmId: number) {
      const [firm] = await db
        .select({ required: firms.factFindConsentRequired, text: firms.factFindConsentText })
        .from(firms)
        .where(eq(firms.id, firmId));
      return firm ?? null;
    },

    async findLatestFactFind(clientId: number): Promise<FactFindRow | null> {
      const [row] = await db
        .select()
        .from(factFinds)
        .where(eq(factFinds.clientId, clientId))
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row ?? null;
    },

    async findFactFind(factFindId: number): Promise<FactFindRow | null> {
      const [row] = await db.select().from(factFinds).where(eq(factFinds.id, factFindId));
      return row ?? null;
    },

    async findLatestReviewed(clientId: number): Promise<FactFindRow | null> {
      const [row] = await db
        .select()
        .from(factFinds)
        .where(and(eq(factFinds.clientId, clientId), eq(factFinds.status, 'reviewed')))
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row ?? null;
    },

    async countFactFinds(clientId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(factFinds).where(eq(factFinds.clientId, clientId));
      return row?.n ?? 0;
    },

    async findTemplate(templateId: number): Promise<TemplateRow | null> {
      const [row] = await db.select().from(factFindTemplates).where(eq(factFindTemplates.id, templateId));
      return row ?? null;
    },

    // The version new fact-finds start on: the firm's most recently published.
    async findPublishedTemplate(firmId: number): Promise<TemplateRow | null> {
      const [row] = await db
        .select()
        .from(factFindTemplates)
        .where(and(eq(factFindTemplates.firmId, firmId), isNotNull(factFindTemplates.publishedAt)))
        .orderBy(desc(factFindTemplates.version))
        .limit(1);
      return row ?? null;
    },

    async listAnswers(factFindId: number): Promise<AnswerRow[]> {
      return db
        .select({
          id: factFindAnswers.id,
          questionId: factFindAnswers.questionId,
          value: factFindAnswers.value,
        })
        .from(factFindAnswers)
        .where(eq(factFindAnswers.factFindId, factFindId))
        .orderBy(asc(factFindAnswers.id));
    },

    // An answer with the fact-find and client it belongs to, within the caller's firm.
    async findAnswer(answerId: number, firmId: number) {
      const [row] = await db
        .select({ answerId: factFindAnswers.id, factFindId: factFinds.id, clientId: factFinds.clientId })
        .from(factFindAnswers)
        .innerJoin(factFinds, eq(factFinds.id, factFindAnswers.factFindId))
        .where(and(eq(factFindAnswers.id, answerId), eq(factFinds.firmId, firmId)));
      return row ?? null;
    },

    async pruneIdempotencyKeys(before: Date): Promise<void> {
      await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
    },
  };
}

export type FactFindRepo = ReturnType<typeof createFactFindRepo>;
