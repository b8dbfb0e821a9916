import { adviserPaths } from '@atrium/domain/contract/adviser';
import {
  adviserFactFindMessages,
  type FactFindHistoryResponse,
  type FactFindListResponse,
  type FactFindSummary,
  factFindHistoryLimit,
} from '@atrium/domain/contract/adviser-factfind';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import type { ForecastAssumptionsVersion } from '@atrium/domain/contract/forecast';
import { notificationTypes } from '@atrium/domain/contract/notifications';
import { type FactFindUpdatedPayload, realtimeEvents } from '@atrium/domain/contract/realtime';
import type { RiskAssessment } from '@atrium/domain/contract/risk';
import type { ClientRecord } from '@atrium/domain/factfind/age';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { todayIso } from '@atrium/domain/factfind/dates';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { can, resolvePermissions } from '@atrium/domain/factfind/permissions';
import type { FactFindData } from '@atrium/domain/factfind/template';
import type { FactFindTotals, ManagedAccount } from '@atrium/domain/factfind/totals';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedDeps } from '../access/access.ts';
import type { Notify, NotifyFirm } from '../notifications/service.ts';
import { type DeclarationRecord, declarationsSection } from './pdf-declarations.ts';
import { forecastSection } from './pdf-forecast.ts';
import { buildPdfModel } from './pdf-model.ts';
import { renderFactFindPdf } from './pdf-render.ts';
import type { AdviserFactFindRepo, FactFindSummaryRow } from './repo.ts';

type Deps = ScopedDeps & {
  repo: AdviserFactFindRepo;
  realtime: RealtimePublisher;
  notify: Notify;
  notifyFirm: NotifyFirm;
  // The fact-find feature's own reads, so the adviser sees exactly the client's response.
  factFinds: {
    getChanges(auth: AuthContext, clientId: number): Promise<PortalChangesResponse>;
    getFactFind(auth: AuthContext, clientId: number, factFindId: number): Promise<PortalChangesResponse>;
  };
  // The household's totals and the portfolio they count (features/finances): the PDF shows exactly what the
  // screens and the summary show.
  householdTotals: (
    auth: AuthContext,
    clientId: number,
    factFind: FactFindData,
  ) => Promise<{ totals: FactFindTotals; portfolio: ManagedAccount[] }>;
  // The client's latest completed risk result as the API gives it (features/risk/service.ts), for the PDF.
  latestRiskResults: (clientId: number) => Promise<RiskAssessment[]>;
  // The firm's published forecast assumptions and the client record (features/forecast), for the forecast page.
  // Who of the household declared the fact-find, when and in which words (features/factfind/declarations-service.ts).
  declarationsOf?: (clientId: number, factFindId: number) => Promise<DeclarationRecord>;
  forecastInputs: (client: {
    clientId: number;
    firmId: number;
  }) => Promise<{ assumptions: ForecastAssumptionsVersion; client: ClientRecord | null }>;
};

const excerptLength = 140;
const excerpt = (text: string) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > excerptLength ? `${flat.slice(0, excerptLength - 1)}…` : flat;
};

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toSummary(row: FactFindSummaryRow, currentId: number | null): FactFindSummary {
  return {
    id: row.id,
    status: row.status,
    is_current: row.id === currentId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    submitted_at: iso(row.submittedAt),
    reviewed_at: iso(row.reviewedAt),
    reviewed_by: row.reviewedBy,
    returned_at: iso(row.returnedAt),
    returned_by: row.returnedBy,
    return_note: row.returnNote,
  };
}

function slug(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'client'
  );
}

export function createAdviserFactFindService(deps: Deps) {
  const { repo, access, audit, clock, realtime, notify, notifyFirm, factFinds, householdTotals } = deps;

  async function currentSummary(clientId: number, factFindId: number): Promise<FactFindSummary> {
    const row = await repo.findSummary(clientId, factFindId);
    if (!row) throw notFound();
    return toSummary(row, factFindId);
  }

  function pushStatus(userId: number, payload: FactFindUpdatedPayload) {
    return realtime.publishToUser(userId, realtimeEvents.factFindUpdated, payload);
  }

  // Both transitions: only from awaiting-review (409 otherwise), audited, the client told by notification and
  // by a live event so an open fact-find page refreshes.
  async function transition(
    auth: AuthContext,
    clientId: number,
    info: ClientInfo,
    kind: 'reviewed' | 'returned',
    note: string | null,
  ): Promise<{ data: FactFindSummary }> {
    const client = await access.clientForStaff(auth, clientId);
    const now = clock.now();
    const changed =
      kind === 'reviewed'
        ? await repo.markReviewed(client.clientId, auth.userId, now)
        : await repo.markReturned(client.clientId, auth.userId, note ?? '', now);
    if (!changed) {
      const latest = await repo.findLatest(client.clientId);
      throw new AppError(
        'conflict',
        latest ? adviserFactFindMessages.notAwaitingReview : adviserFactFindMessages.noneAwaitingReview,
      );
    }
    await audit.record(
      callerEvent(auth, info, kind === 'reviewed' ? 'factfind.reviewed' : 'factfind.returned', {
        clientId: client.clientId,
        factFindId: changed.id,
        ...(note === null ? {} : { note }),
      }),
    );
    const adviser = (await repo.findUser(auth.userId))?.name ?? 'Your adviser';
    const notice =
      kind === 'reviewed'
        ? {
            type: notificationTypes.factFindReviewed,
            title: 'Your fact-find has been reviewed',
            body: `${adviser} has reviewed your fact-find. Thank you for completing it.`,
            link: '/fact-find',
          }
        : {
            type: notificationTypes.factFindReturned,
            title: `${adviser} returned your fact-find`,
            body: excerpt(note ?? ''),
            link: '/fact-find',
          };
    const status: FactFindUpdatedPayload = {
      client_id: client.clientId,
      fact_find_id: changed.id,
      status: kind === 'reviewed' ? 'reviewed' : 'draft',
      timestamp: now.toISOString(),
    };
    // The household's fact-find: each person of it (either partner) is told, and their open pages follow.
    for (const userId of await access.householdUserIds(client.clientId)) {
      await notify(userId, notice);
      await pushStatus(userId, status);
    }
    return { data: await currentSummary(client.clientId, changed.id) };
  }

  return {
    async list(auth: AuthContext, clientId: number): Promise<FactFindListResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const rows = await repo.listFactFinds(client.clientId);
      const currentId = rows[0]?.id ?? null;
      return { data: rows.map((row) => toSummary(row, currentId)) };
    },

    async current(auth: AuthContext, clientId: number): Promise<PortalChangesResponse> {
      const client = await access.clientForStaff(auth, clientId);
      return factFinds.getChanges(auth, client.clientId);
    },

    async one(auth: AuthContext, clientId: number, factFindId: number): Promise<PortalChangesResponse> {
      const client = await access.clientForStaff(auth, clientId);
      return factFinds.getFactFind(auth, client.clientId, factFindId);
    },

    async history(
      auth: AuthContext,
      clientId: number,
      query: { path: string; fact_find_id?: number | undefined },
    ): Promise<FactFindHistoryResponse> {
      const client = await access.clientForStaff(auth, clientId);
      const rows = await repo.listChanges(
        client.clientId,
        query.path,
        query.fact_find_id ?? null,
        factFindHistoryLimit,
      );
      return {
        data: rows.map((row) => ({
          id: row.id,
          fact_find_id: row.factFindId,
          path: row.path,
          at: row.at.toISOString(),
          by: row.by,
          old: row.oldValue ?? null,
          new: row.newValue ?? null,
          typed: row.typedValue ?? null,
        })),
      };
    },

    review: (auth: AuthContext, clientId: number, info: ClientInfo) =>
      transition(auth, clientId, info, 'reviewed', null),

    returnToClient: (auth: AuthContext, clientId: number, note: string, info: ClientInfo) =>
      transition(auth, clientId, info, 'returned', note),

    // The fact-find as submitted: the latest awaiting review or reviewed, or the one asked for by id.
    async pdf(
      auth: AuthContext,
      clientId: number,
      factFindId: number | null,
      info: ClientInfo,
    ): Promise<{ body: Buffer; fileName: string }> {
      const client = await access.clientForStaff(auth, clientId);
      const summary = factFindId
        ? await repo.findSummary(client.clientId, factFindId)
        : await repo.findLatestSubmitted(client.clientId);
      if (!summary) {
        if (factFindId) throw notFound();
        throw new AppError('conflict', adviserFactFindMessages.noneSubmitted);
      }
      const [view, context, caller, risk] = await Promise.all([
        factFinds.getFactFind(auth, client.clientId, summary.id),
        repo.findPdfContext(client.clientId),
        repo.findUser(auth.userId),
        deps.latestRiskResults(client.clientId),
      ]);
      if (!context) throw notFound();
      const { totals, portfolio } = await householdTotals(auth, client.clientId, view.factFind);
      const permissions = resolvePermissions(view.templatePermissions, caller?.permissions ?? {});
      const now = clock.now();
      const forecastInputs = await deps.forecastInputs(client);
      const declared = await deps.declarationsOf?.(client.clientId, summary.id);
      const model = buildPdfModel(
        {
          view,
          firm: context.firm,
          client: context.client,
          factFind: {
            status: summary.status,
            createdAt: summary.createdAt,
            submittedAt: summary.submittedAt,
            reviewedAt: summary.reviewedAt,
            reviewedBy: summary.reviewedBy?.name ?? null,
          },
          adviser: view.adviser.name || null,
          totals,
          portfolio,
          canRead: (category) => can(permissions, category, 'read'),
          generatedAt: now,
          risk,
          declarations: declared ? declarationsSection(declared) : null,
          forecast: forecastSection({
            factFind: view.factFind,
            region: context.region,
            today: todayIso(now),
            client: forecastInputs.client,
            assumptions: forecastInputs.assumptions,
            currencySymbol: context.client.currencySymbol,
          }),
        },
        localiseTemplate(baseTemplate, context.region),
      );
      const body = await renderFactFindPdf(model);
      await audit.record(
        callerEvent(auth, info, 'factfind.pdf_downloaded', {
          clientId: client.clientId,
          factFindId: summary.id,
        }),
      );
      const day = now.toISOString().slice(0, 10);
      return { body, fileName: `fact-find-${slug(client.name)}-${day}.pdf` };
    },

    // After a client submits: the adviser's bell (or the admins', when the client has none), with its mail, and a
    // live event for any of the firm's screens that show the client. Each submission is news of its own: one sent
    // again after a return is told even while the first notice is still unread. Named for the partner who sent it.
    async announceSubmitted(event: {
      client: { id: number; firmId: number; adviserId: number | null; name: string };
      factFind: { id: number; submittedAt: Date | null; returnedAt: Date | null };
      by?: { name: string } | null;
    }): Promise<void> {
      const { client, factFind } = event;
      const recipients = await access.firmRecipientsOf(client);
      const again = factFind.returnedAt !== null ? ' again' : '';
      await notifyFirm(
        client,
        {
          type: notificationTypes.factFindSubmitted,
          title: `${event.by?.name ?? client.name} submitted their fact-find${again}`,
          body: 'It is waiting for your review.',
          link: adviserPaths.factFind(client.id),
        },
        { collapse: false },
      );
      const payload: FactFindUpdatedPayload = {
        client_id: client.id,
        fact_find_id: factFind.id,
        status: 'awaiting-review',
        timestamp: (factFind.submittedAt ?? clock.now()).toISOString(),
      };
      await Promise.all(recipients.map((userId) => pushStatus(userId, payload)));
    },
  };
}

export type AdviserFactFindService = ReturnType<typeof createAdviserFactFindService>;
