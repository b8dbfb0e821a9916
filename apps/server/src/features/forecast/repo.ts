import type { ForecastScenario } from '@atrium/domain/contract/forecast';
import type { ClientRecord } from '@atrium/domain/factfind/age';
import type { ForecastAssumptions } from '@atrium/domain/forecast/plan';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { clients, factFinds, forecastAssumptions, forecastScenarios, users } from '../../db/schema.ts';

export type AssumptionsRow = typeof forecastAssumptions.$inferSelect;

const scenarioColumns = {
  id: forecastScenarios.id,
  clientId: forecastScenarios.clientId,
  name: forecastScenarios.name,
  scenario: forecastScenarios.scenario,
  sharedAt: forecastScenarios.sharedAt,
  assumptionsVersion: forecastScenarios.assumptionsVersion,
  factFindId: forecastScenarios.factFindId,
  factFindVersion: forecastScenarios.factFindVersion,
  createdBy: { id: users.id, name: users.name },
  createdAt: forecastScenarios.createdAt,
  updatedAt: forecastScenarios.updatedAt,
};

// A client's scenario, always within its firm and client: no id is trusted by itself.
const scenarioOf = (id: number, clientId: number, firmId: number) =>
  and(
    eq(forecastScenarios.id, id),
    eq(forecastScenarios.clientId, clientId),
    eq(forecastScenarios.firmId, firmId),
  );

// The forecast's tables (migrations 0025, 0026): the firm's assumption versions, drafted and published like
// fact_find_templates (features/templates/repo.ts), and the scenarios saved for a client.
export function createForecastRepo(db: Db) {
  async function selectScenarios(where: SQL | undefined) {
    return db
      .select(scenarioColumns)
      .from(forecastScenarios)
      .innerJoin(users, eq(users.id, forecastScenarios.createdBy))
      .where(where)
      .orderBy(desc(forecastScenarios.createdAt), desc(forecastScenarios.id));
  }

  return {
    async findDraft(firmId: number): Promise<AssumptionsRow | null> {
      const [row] = await db
        .select()
        .from(forecastAssumptions)
        .where(and(eq(forecastAssumptions.firmId, firmId), isNull(forecastAssumptions.publishedAt)));
      return row ?? null;
    },

    async findLatestPublished(firmId: number): Promise<AssumptionsRow | null> {
      const [row] = await db
        .select()
        .from(forecastAssumptions)
        .where(and(eq(forecastAssumptions.firmId, firmId), isNotNull(forecastAssumptions.publishedAt)))
        .orderBy(desc(forecastAssumptions.version))
        .limit(1);
      return row ?? null;
    },

    async listPublished(firmId: number): Promise<AssumptionsRow[]> {
      return db
        .select()
        .from(forecastAssumptions)
        .where(and(eq(forecastAssumptions.firmId, firmId), isNotNull(forecastAssumptions.publishedAt)))
        .orderBy(desc(forecastAssumptions.version));
    },

    async findMaxVersion(firmId: number): Promise<number> {
      const [row] = await db
        .select({ version: sql<number | null>`max(${forecastAssumptions.version})` })
        .from(forecastAssumptions)
        .where(eq(forecastAssumptions.firmId, firmId));
      return Number(row?.version ?? 0);
    },

    // Null when another request made the firm's draft first (two admins' first saves at once).
    async insertDraft(values: {
      firmId: number;
      version: number;
      assumptions: ForecastAssumptions;
      createdBy: number;
      now: Date;
    }): Promise<AssumptionsRow | null> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(forecastAssumptions)
        .values({ ...rest, publishedAt: null, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning();
      return row ?? null;
    },

    async updateDraft(id: number, firmId: number, assumptions: ForecastAssumptions, now: Date) {
      const [row] = await db
        .update(forecastAssumptions)
        .set({ assumptions, updatedAt: now })
        .where(
          and(
            eq(forecastAssumptions.id, id),
            eq(forecastAssumptions.firmId, firmId),
            isNull(forecastAssumptions.publishedAt),
          ),
        )
        .returning();
      return row ?? null;
    },

    async publishDraft(firmId: number, userId: number, now: Date): Promise<AssumptionsRow | null> {
      const [row] = await db
        .update(forecastAssumptions)
        .set({ publishedAt: now, publishedBy: userId, updatedAt: now })
        .where(and(eq(forecastAssumptions.firmId, firmId), isNull(forecastAssumptions.publishedAt)))
        .returning();
      return row ?? null;
    },

    // The client's newest fact-find (the one in progress, else the latest reviewed) and its version.
    async findCurrentFactFind(
      clientId: number,
      firmId: number,
    ): Promise<{ id: number; version: number } | null> {
      const [row] = await db
        .select({ id: factFinds.id, version: factFinds.version })
        .from(factFinds)
        .where(and(eq(factFinds.clientId, clientId), eq(factFinds.firmId, firmId)))
        .orderBy(desc(factFinds.id))
        .limit(1);
      return row ?? null;
    },

    // The client record's names and dates of birth: planFromFactFind's fallback for a date of birth.
    async findClientRecord(clientId: number, firmId: number): Promise<ClientRecord | null> {
      const [row] = await db
        .select({
          name: clients.name,
          joint_name: clients.jointName,
          dob: clients.dob,
          joint_dob: clients.jointDob,
        })
        .from(clients)
        .where(and(eq(clients.id, clientId), eq(clients.firmId, firmId)));
      return row ?? null;
    },

    listScenarios(clientId: number, firmId: number, sharedOnly: boolean) {
      return selectScenarios(
        and(
          eq(forecastScenarios.clientId, clientId),
          eq(forecastScenarios.firmId, firmId),
          sharedOnly ? isNotNull(forecastScenarios.sharedAt) : undefined,
        ),
      );
    },

    async findScenario(id: number, clientId: number, firmId: number) {
      const [row] = await selectScenarios(scenarioOf(id, clientId, firmId));
      return row ?? null;
    },

    // Null when the client already has a scenario of this name (any case): the unique index decides, so two
    // saves at once cannot both take it.
    async insertScenario(values: {
      firmId: number;
      clientId: number;
      name: string;
      scenario: ForecastScenario;
      sharedAt: Date | null;
      assumptionsVersion: number;
      factFindId: number | null;
      factFindVersion: number | null;
      createdBy: number;
      now: Date;
    }): Promise<number | null> {
      const { now, ...rest } = values;
      const [row] = await db
        .insert(forecastScenarios)
        .values({ ...rest, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: forecastScenarios.id });
      return row?.id ?? null;
    },

    // Answers 'taken' when the new name is another scenario's of the same client, null when there is no such row.
    async updateScenario(
      id: number,
      clientId: number,
      firmId: number,
      set: { name?: string; sharedAt?: Date | null; now: Date },
    ): Promise<'updated' | 'taken' | null> {
      const { now, ...changes } = set;
      try {
        const rows = await db
          .update(forecastScenarios)
          .set({ ...changes, updatedAt: now })
          .where(scenarioOf(id, clientId, firmId))
          .returning({ id: forecastScenarios.id });
        return rows.length > 0 ? 'updated' : null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    async deleteScenario(id: number, clientId: number, firmId: number): Promise<boolean> {
      const rows = await db
        .delete(forecastScenarios)
        .where(scenarioOf(id, clientId, firmId))
        .returning({ id: forecastScenarios.id });
      return rows.length > 0;
    },
  };
}

export type ForecastRepo = ReturnType<typeof createForecastRepo>;
export type ScenarioRow = NonNullable<Awaited<ReturnType<ForecastRepo['findScenario']>>>;
