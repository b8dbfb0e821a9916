import type { Permissions } from '@atrium/domain/contract/auth';
import { and, asc, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import {
  clients,
  factFindAnswers,
  type factFindChanges,
  factFinds,
  factFindTemplates,
  firms,
  householdMembers,
  idempotencyKeys,
  users,
} from '../../db/schema.ts';
import { findLatestPublishedTemplate } from '../templates/repo.ts';
import { createDeclarationsRepo } from './declarations-repo.ts';
import type { AnswerRow, TemplateRow } from './rows.ts';
import { createTemplateContextCache } from './template-context.ts';

export type FactFindRow = typeof factFinds.$inferSelect;
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
  // The household's person 2 once invited (household_members): they edit the one fact-find too (features/access).
  partnerUserId?: number | null;
};

// The account's contact details a fact-find starts from (@atrium/domain/factfind/contact), for either person.
const contactColumns = { name: users.name, email: users.email, telephone: users.telephone };

// Person 2 of the client's household, if invited (household_members, migration 0022).
const partnerUserIdOf = sql<number | null>`(select hm.user_id from household_members hm
  where hm.client_id = ${clients.id} and hm.person = 2)`;

// A ClientAccessRow's columns but person 2's sign-in, which each statement reads in its own way.
const clientAccessColumns = {
  id: clients.id,
  firmId: clients.firmId,
  userId: clients.userId,
  adviserId: clients.adviserId,
  name: clients.name,
  jointName: clients.jointName,
  jointEmail: clients.jointEmail,
  dob: clients.dob,
  jointDob: clients.jointDob,
};

// The same columns as json_build_object's name/value pairs, for a statement that answers one json value.
const clientAccessPairs = sql.join(
  Object.entries(clientAccessColumns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
  sql`, `,
);

// A client by id, only within the caller's firm: an id from another firm reads as absent. Every feature that
// serves /api/clients/{clientId}/… starts here before its access check.
export async function findClientInFirm(
  db: Db,
  clientId: number,
  firmId: number,
): Promise<ClientAccessRow | null> {
  const [client] = await db
    .select({ ...clientAccessColumns, partnerUserId: partnerUserIdOf })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
  return client ?? null;
}

// A user's id, name and permissions: who saved or returned a fact-find, and what the caller may see of it (also
// features/adviser-factfind/repo.ts).
export async function findUserSummary(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name, permissions: users.permissions })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

// What GET …/portal/changes shows of the latest fact-find (features/factfind/service.ts view).
export type ViewedFactFind = Pick<
  FactFindRow,
  | 'id'
  | 'status'
  | 'data'
  | 'lastCompletedStep'
  | 'templateId'
  | 'updatedAt'
  | 'returnedAt'
  | 'returnedBy'
  | 'returnNote'
>;

// Everything GET …/portal/changes shows, in one statement instead of seven round trips: the client
// (within the caller's firm), its latest fact-find and how many it has, the caller's own permissions, the
// adviser's and the returning adviser's names, the latest fact-find's custom answers, and the id of the firm's
// current published template (what a client with no fact-find yet is shown). The caller's access to the client
// is still decided by access.ts from the client row, before anything else is used.
// Measured in bench/README.md ("read"): the statement reads only what the answer can use. The latest fact-find and
// the count come from one backward scan of fact_finds_client_idx (a window count beside LIMIT 1), only the
// columns the view shows; each sub-select whose result the service would ignore is skipped by a CASE
// (PostgreSQL runs a sub-select only when its branch is reached): person 2's user and person 1's permissions
// matter only to a caller who is not person 1 (access.ts reachOfClient, permissionsOfCaller), the published
// template only when there is no fact-find, the answers only when the fact-find has a firm template (the base
// template alone has no custom questions: template-context.ts). The adviser's and returner's names are scalar
// sub-selects by primary key, not joins the planner may turn into a scan of users.
// The row comes back as one json column, not two dozen: the server's cost per request was mostly per column (the
// driver's row description and parsers, the ORM's mapping), and JSON.parse of one value is cheaper. Its timestamps
// are ISO strings with the offset, read into the same Date as the columns gave (to the millisecond).
type ChangesViewJson = {
  client: ClientAccessRow;
  factFind:
    | (Omit<ViewedFactFind, 'updatedAt' | 'returnedAt'> & { updatedAt: string; returnedAt: string | null })
    | null;
  factFindsCreated: number;
  callerPermissions: Permissions | null;
  householdPermissions: Permissions | null;
  adviserName: string | null;
  returnedByName: string | null;
  publishedTemplateId: number | null;
  answers: AnswerRow[] | null;
};

function changesViewQuery(db: Db) {
  const userId = sql.placeholder('userId');
  const latest = db
    .select({
      id: factFinds.id,
      status: factFinds.status,
      data: factFinds.data,
      lastCompletedStep: factFinds.lastCompletedStep,
      templateId: factFinds.templateId,
      updatedAt: factFinds.updatedAt,
      returnedAt: factFinds.returnedAt,
      returnedBy: factFinds.returnedBy,
      returnNote: factFinds.returnNote,
      created: sql<number>`count(*) over ()`.as('created'),
    })
    .from(factFinds)
    .where(eq(factFinds.clientId, clients.id))
    .orderBy(desc(factFinds.id))
    .limit(1)
    .as('latest');
  const callerIsPerson1 = sql`${clients.userId} = ${userId}`;
  // householdPermissions: person 1's own, which a partner's never exceed (features/access permissionsOfCaller).
  const view = sql<ChangesViewJson>`json_build_object(
    'client', json_build_object(${clientAccessPairs},
      'partnerUserId', case when ${callerIsPerson1} then null else ${partnerUserIdOf} end),
    'factFind', case when ${latest.id} is null then null else json_build_object('id', ${latest.id},
      'status', ${latest.status}, 'data', ${latest.data}, 'lastCompletedStep', ${latest.lastCompletedStep},
      'templateId', ${latest.templateId}, 'updatedAt', ${latest.updatedAt}, 'returnedAt', ${latest.returnedAt},
      'returnedBy', ${latest.returnedBy}, 'returnNote', ${latest.returnNote}) end,
    'factFindsCreated', coalesce(${latest.created}, 0),
    'callerPermissions', (select u.permissions from ${users} u where u.id = ${userId}),
    'householdPermissions', case when ${callerIsPerson1} then null
      else (select u.permissions from ${users} u where u.id = ${clients.userId}) end,
    'adviserName', (select u.name from ${users} u where u.id = ${clients.adviserId}),
    'returnedByName', (select u.name from ${users} u where u.id = ${latest.returnedBy}),
    'publishedTemplateId', case when ${latest.id} is null then (select t.id
      from ${factFindTemplates} t where t.firm_id = ${clients.firmId} and t.published_at is not null
      order by t.version desc limit 1) end,
    'answers', case when ${latest.templateId} is null then null else (select
      coalesce(json_agg(json_build_object('id', a.id, 'questionId', a.question_id, 'value', a.value)
      order by a.id), '[]'::json) from ${factFindAnswers} a where a.fact_find_id = ${latest.id}) end)`;
  return db
    .select({ view })
    .from(clients)
    .leftJoinLateral(latest, sql`true`)
    .where(and(eq(clients.id, sql.placeholder('clientId')), eq(clients.firmId, sql.placeholder('firmId'))))
    .prepare('factfind_changes_view');
}

// A json timestamp (`2026-11-25T02:00:00.123456+00:00`) as the Date the column would have given.
const dateOf = (value: string) => new Date(value);

export function createFactFindRepo(db: Db) {
  // Built on first use: repositories made per transaction never pay for it.
  let changesView: ReturnType<typeof changesViewQuery> | null = null;
  return {
    async findChangesView(clientId: number, firmId: number, userId: number) {
      changesView ??= changesViewQuery(db);
      const [row] = await changesView.execute({ clientId, firmId, userId });
      if (!row) return null;
      const { client, factFind: found, adviserName, returnedByName } = row.view;
      const factFind: ViewedFactFind | null = found && {
        id: found.id,
        status: found.status,
        data: found.data,
        lastCompletedStep: found.lastCompletedStep,
        templateId: found.templateId,
        updatedAt: dateOf(found.updatedAt),
        returnedAt: found.returnedAt === null ? null : dateOf(found.returnedAt),
        returnedBy: found.returnedBy,
        returnNote: found.returnNote,
      };
      return {
        client,
        factFind,
        factFindsCreated: row.view.factFindsCreated,
        callerPermissions: row.view.callerPermissions,
        householdPermissions: row.view.householdPermissions,
        publishedTemplateId: row.view.publishedTemplateId,
        adviser:
          adviserName !== null && client.adviserId !== null
            ? { id: client.adviserId, name: adviserName }
            : null,
        returnedBy:
          returnedByName !== null && factFind?.returnedBy != null
            ? { id: factFind.returnedBy, name: returnedByName }
            : null,
        answers: row.view.answers ?? [],
      };
    },

    // Built contexts of published template versions, kept for this repository's lifetime (one per app).
    // Inside a transaction, read through the outer repository's cache with the transaction's findTemplate:
    // `repo.templates.forTemplateId(id, r.findTemplate)`.
    templates: createTemplateContextCache(),

    // The partners' declarations, on this repository's handle (a transaction's inside one).
    declarations: createDeclarationsRepo(db),

    findClient: (clientId: number, firmId: number) => findClientInFirm(db, clientId, firmId),

    findUserSummary: (userId: number) => findUserSummary(db, userId),

    // The account's contact details a new fact-find starts from (@atrium/domain/factfind/contact).
    async findAccountContact(userId: number) {
      const [user] = await db.select(contactColumns).from(users).where(eq(users.id, userId));
      return user ?? null;
    },

    // The household partner's (person 2's) account details, for client 2 the same way; null when the
    // household has no partner with a sign-in.
    async findPartnerContact(clientId: number) {
      const [user] = await db
        .select(contactColumns)
        .from(householdMembers)
        .innerJoin(users, eq(users.id, householdMembers.userId))
        .where(and(eq(householdMembers.clientId, clientId), eq(householdMembers.person, 2)));
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
    findPublishedTemplate: (firmId: number) => findLatestPublishedTemplate(db, firmId),

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
