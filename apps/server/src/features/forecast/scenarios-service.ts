import {
  type CreateScenarioRequest,
  forecastMessages,
  type SavedScenario,
  type UpdateScenarioRequest,
} from '@atrium/domain/contract/forecast';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidField, notFound } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access, ScopedClient } from '../access/access.ts';
import type { Notify } from '../notifications/service.ts';
import type { ForecastRepo, ScenarioRow } from './repo.ts';

type Deps = {
  repo: ForecastRepo;
  access: Pick<Access, 'clientForStaff' | 'householdOfCaller' | 'householdUserIds'>;
  audit: AuditLog;
  clock: Clock;
  notify: Notify;
  // The firm's published assumptions version now (assumptions-service.ts publishedFor).
  assumptionsVersionOf: (firmId: number) => Promise<number>;
};

const toScenario = (row: ScenarioRow): SavedScenario => ({
  id: row.id,
  client_id: row.clientId,
  name: row.name,
  scenario: row.scenario,
  shared: row.sharedAt !== null,
  shared_at: row.sharedAt?.toISOString() ?? null,
  assumptions_version: row.assumptionsVersion,
  fact_find_id: row.factFindId,
  fact_find_version: row.factFindVersion,
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const nameTaken = () => invalidField('name', forecastMessages.nameTaken, forecastMessages.nameTaken);

// The named scenarios an adviser saves for a client (their own clients; an admin any of the firm's) and
// shares to the client's portal, where the household (person 1 and, once invited, person 2) sees the shared ones.
// Every read and change is scoped by the caller: a client outside it, or a scenario of another client, is a 404.
export function createForecastScenariosService({
  repo,
  access,
  audit,
  clock,
  notify,
  assumptionsVersionOf,
}: Deps) {
  async function getScenario(client: ScopedClient, scenarioId: number): Promise<ScenarioRow> {
    const row = await repo.findScenario(scenarioId, client.clientId, client.firmId);
    if (!row) throw notFound();
    return row;
  }

  function record(auth: AuthContext, info: ClientInfo, type: string, row: ScenarioRow) {
    return audit.record(
      callerEvent(auth, info, type, { clientId: row.clientId, scenarioId: row.id, name: row.name }),
    );
  }

  // The household's bell (each person who signs in), pointing at the forecast page where shared scenarios show.
  // The notification is also pushed live (features/notifications), so an open /forecast refetches the list.
  async function tellHousehold(clientId: number, notice: { type: string; title: string; body: string }) {
    for (const userId of await access.householdUserIds(clientId)) {
      await notify(userId, { ...notice, link: '/forecast' });
    }
  }

  const announceShared = (row: ScenarioRow) =>
    tellHousehold(row.clientId, {
      type: notificationTypes.forecastScenarioShared,
      title: 'Your adviser shared a forecast scenario',
      body: `“${row.name}” is ready to look at on your forecast.`,
    });

  // A shared scenario unshared or deleted leaves the household's page at once, and the bell says so: they were told
  // it was there, so it does not vanish unexplained (no mail: features/alerts mails only the kinds it lists).
  const announceWithdrawn = (clientId: number, name: string) =>
    tellHousehold(clientId, {
      type: notificationTypes.forecastScenarioWithdrawn,
      title: 'Your adviser withdrew a forecast scenario',
      body: `“${name}” is no longer on your forecast.`,
    });

  return {
    async listForClient(auth: AuthContext, clientId: number) {
      const client = await access.clientForStaff(auth, clientId);
      const rows = await repo.listScenarios(client.clientId, client.firmId, false);
      return { data: rows.map(toScenario) };
    },

    // The caller's own household: only what the firm shared.
    async listShared(auth: AuthContext) {
      const household = await access.householdOfCaller(auth, forecastMessages.clientOnly);
      const rows = await repo.listScenarios(household.clientId, household.firmId, true);
      return { data: rows.map(toScenario) };
    },

    // Records the assumptions version and the client's fact-find version current as it is saved.
    async create(auth: AuthContext, clientId: number, body: CreateScenarioRequest, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const [assumptionsVersion, factFind] = await Promise.all([
        assumptionsVersionOf(client.firmId),
        repo.findCurrentFactFind(client.clientId, client.firmId),
      ]);
      const now = clock.now();
      const id = await repo.insertScenario({
        firmId: client.firmId,
        clientId: client.clientId,
        name: body.name,
        scenario: body.scenario,
        sharedAt: body.shared ? now : null,
        assumptionsVersion,
        factFindId: factFind?.id ?? null,
        factFindVersion: factFind?.version ?? null,
        createdBy: auth.userId,
        now,
      });
      if (id === null) throw nameTaken();
      const row = await getScenario(client, id);
      await record(auth, info, 'forecast.scenario_saved', row);
      if (row.sharedAt) {
        await record(auth, info, 'forecast.scenario_shared', row);
        await announceShared(row);
      }
      return { data: toScenario(row) };
    },

    // Rename, share or unshare. Sharing again what is already shared (or unsharing what is not) tells no one again.
    async update(
      auth: AuthContext,
      clientId: number,
      scenarioId: number,
      body: UpdateScenarioRequest,
      info: ClientInfo,
    ) {
      const client = await access.clientForStaff(auth, clientId);
      const before = await getScenario(client, scenarioId);
      const now = clock.now();
      const sharing = body.shared === true && before.sharedAt === null;
      const unsharing = body.shared === false && before.sharedAt !== null;
      const renaming = body.name !== undefined && body.name !== before.name;
      if (renaming || sharing || unsharing) {
        const outcome = await repo.updateScenario(scenarioId, client.clientId, client.firmId, {
          ...(renaming ? { name: body.name } : {}),
          ...(sharing ? { sharedAt: now } : unsharing ? { sharedAt: null } : {}),
          now,
        });
        if (outcome === 'taken') throw nameTaken();
        if (outcome === null) throw notFound();
      }
      const row = await getScenario(client, scenarioId);
      if (renaming) {
        await audit.record(
          callerEvent(auth, info, 'forecast.scenario_renamed', {
            clientId: row.clientId,
            scenarioId: row.id,
            from: before.name,
            to: row.name,
          }),
        );
      }
      if (sharing) {
        await record(auth, info, 'forecast.scenario_shared', row);
        await announceShared(row);
      }
      if (unsharing) {
        await record(auth, info, 'forecast.scenario_unshared', row);
        // By the name the household last saw it under.
        await announceWithdrawn(row.clientId, before.name);
      }
      return { data: toScenario(row) };
    },

    async remove(auth: AuthContext, clientId: number, scenarioId: number, info: ClientInfo) {
      const client = await access.clientForStaff(auth, clientId);
      const row = await getScenario(client, scenarioId);
      if (!(await repo.deleteScenario(scenarioId, client.clientId, client.firmId))) throw notFound();
      await record(auth, info, 'forecast.scenario_deleted', row);
      if (row.sharedAt) await announceWithdrawn(row.clientId, row.name);
    },
  };
}

export type ForecastScenariosService = ReturnType<typeof createForecastScenariosService>;
