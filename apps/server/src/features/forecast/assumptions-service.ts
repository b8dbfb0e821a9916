import {
  type ForecastAssumptionsDraft,
  type ForecastAssumptionsVersion,
  forecastAssumptionsSchema,
  forecastMessages,
} from '@atrium/domain/contract/forecast';
import type { ForecastAssumptions } from '@atrium/domain/forecast/plan';
import { defaultAssumptions } from '@atrium/domain/forecast/projection';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { Access } from '../access/access.ts';
import { saveFirmDraft } from '../templates/firm-draft.ts';
import type { AssumptionsRow, ForecastRepo } from './repo.ts';

type Deps = { repo: ForecastRepo; access: Pick<Access, 'assertAdmin'>; audit: AuditLog; clock: Clock };

// A stored set read through the one schema (contract/forecast.ts), so nothing unchecked reaches the engine: a group
// of fields added since it was saved comes from the defaults; a set still refused (a range since narrowed) is
// replaced by the defaults rather than failing every forecast of the firm.
function assumptionsOf(stored: unknown): ForecastAssumptions {
  const parsed = forecastAssumptionsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const merged = { ...defaultAssumptions, ...(stored as object) };
  const again = forecastAssumptionsSchema.safeParse(merged);
  return again.success ? again.data : defaultAssumptions;
}

const versionOf = (row: AssumptionsRow): ForecastAssumptionsVersion => ({
  version: row.version,
  is_default: false,
  published_at: row.publishedAt?.toISOString() ?? null,
  assumptions: assumptionsOf(row.assumptions),
});

// Version 0: the engine's own defaults (packages/domain/src/forecast/projection.ts), for a firm that has not
// published any, said as such.
export const defaultVersion: ForecastAssumptionsVersion = {
  version: 0,
  is_default: true,
  published_at: null,
  assumptions: defaultAssumptions,
};

// The firm's forecast assumptions, drafted by an admin and published as numbered versions, as the
// fact-find template is (features/templates/service.ts). Editing works on the one draft; publishing makes it the
// version every forecast of the firm uses from then on, and each saved scenario records the version it used.
export function createForecastAssumptionsService({ repo, access, audit, clock }: Deps) {
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, forecastMessages.adminOnly);

  async function publishedFor(firmId: number): Promise<ForecastAssumptionsVersion> {
    const row = await repo.findLatestPublished(firmId);
    return row ? versionOf(row) : defaultVersion;
  }

  async function draftView(firmId: number): Promise<ForecastAssumptionsDraft> {
    const [draft, published] = await Promise.all([repo.findDraft(firmId), publishedFor(firmId)]);
    return {
      id: draft?.id ?? null,
      version: draft?.version ?? (await repo.findMaxVersion(firmId)) + 1,
      based_on: published.version,
      updated_at: draft?.updatedAt.toISOString() ?? null,
      assumptions: draft ? assumptionsOf(draft.assumptions) : published.assumptions,
    };
  }

  return {
    publishedFor,

    // Anyone signed in to the firm: the assumptions its forecasts use now.
    async current(auth: AuthContext) {
      return { data: await publishedFor(auth.firmId) };
    },

    async getDraft(auth: AuthContext) {
      const { firmId } = requireAdmin(auth);
      return { data: await draftView(firmId) };
    },

    // The whole set, already checked by the body's schema (a value out of range is a 422 beside its field). The
    // first save makes the draft; a second admin's first save at the same moment updates it instead.
    async saveDraft(auth: AuthContext, assumptions: ForecastAssumptions) {
      const { firmId } = requireAdmin(auth);
      const now = clock.now();
      const saved = await saveFirmDraft(repo, {
        firmId,
        content: assumptions,
        now,
        insertDraft: (version) =>
          repo.insertDraft({ firmId, version, assumptions, createdBy: auth.userId, now }),
      });
      if (saved) return { data: await draftView(firmId) };
      throw new AppError('conflict', 'The assumptions changed while saving. Please try again.');
    },

    async publish(auth: AuthContext, info: ClientInfo) {
      const { firmId } = requireAdmin(auth);
      const published = await repo.publishDraft(firmId, auth.userId, clock.now());
      if (!published) throw new AppError('conflict', forecastMessages.noDraft);
      const version = versionOf(published);
      await audit.record(
        callerEvent(auth, info, 'forecast.assumptions_published', {
          version: version.version,
          assumptions: version.assumptions,
        }),
      );
      return { data: version };
    },

    async listVersions(auth: AuthContext) {
      const { firmId } = requireAdmin(auth);
      return { data: (await repo.listPublished(firmId)).map(versionOf) };
    },
  };
}

export type ForecastAssumptionsService = ReturnType<typeof createForecastAssumptionsService>;
