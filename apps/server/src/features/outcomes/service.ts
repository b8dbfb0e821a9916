import {
  type OutcomesQuery,
  type OutcomesReport,
  type OutcomesReportResponse,
  outcomesMessages,
  type SupportGroup,
  supportGroups,
} from '@atrium/domain/contract/outcomes';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { customStep } from '@atrium/domain/factfind/custom';
import { todayIso } from '@atrium/domain/factfind/dates';
import { factFindSteps } from '@atrium/domain/factfind/lookup';
import { saidOfHousehold } from '@atrium/domain/factfind/perspective';
import { stepFunnel } from '@atrium/domain/outcomes/funnel';
import { periodDays, periodOf } from '@atrium/domain/outcomes/period';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedDeps } from '../access/access.ts';
import { outcomesCsv } from './csv.ts';
import type { Grouping, OutcomesRepo } from './repo.ts';

type Deps = ScopedDeps & { repo: OutcomesRepo };
type Scope = 'firm' | 'adviser' | 'unassigned';
type Key = { scope: Scope; adviserId: number | null; group: SupportGroup };

const keyOf = (grouping: Grouping): Key => ({
  scope: grouping.firmWide ? 'firm' : grouping.adviserId === null ? 'unassigned' : 'adviser',
  adviserId: grouping.firmWide ? null : grouping.adviserId,
  group: grouping.bothGroups ? 'all' : grouping.support ? 'with_support_needs' : 'without_support_needs',
});
const textOf = (key: Key) => `${key.scope}:${key.adviserId ?? ''}:${key.group}`;
// Days to one decimal place.
const days = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

// The firm's Consumer Duty outcomes report (docs/outcomes-report.md): admins only, the caller's firm only.
export function createOutcomesService({ repo, access, audit, clock }: Deps) {
  const requireAdmin = (auth: AuthContext) => access.assertAdmin(auth, outcomesMessages.adminOnly);

  async function report(auth: AuthContext, query: OutcomesQuery): Promise<OutcomesReport> {
    const now = clock.now();
    const today = todayIso(now);
    const period = periodOf(query, today);
    const bounds = periodDays(period);
    const firmId = auth.firmId;
    const targetHours = await repo.replyTargetHours(firmId);
    const [reviews, steps, messages, customPages] = await Promise.all([
      repo.reviewCounts(firmId, bounds, today),
      repo.factFindSteps(firmId, bounds),
      repo.messageCounts(firmId, bounds, targetHours, now),
      repo.publishedCustomPages(firmId),
    ]);

    // Every section lists the same rows: the firm, each adviser any figure counts (by name), the households with
    // no adviser if any figure counts them; each split three ways, zero where nothing was counted.
    const adviserIds = new Set<number>();
    let hasUnassigned = false;
    for (const grouping of [...reviews, ...steps, ...messages]) {
      const key = keyOf(grouping);
      if (key.scope === 'adviser' && key.adviserId !== null) adviserIds.add(key.adviserId);
      if (key.scope === 'unassigned') hasUnassigned = true;
    }
    const names = await repo.adviserNames(firmId, [...adviserIds]);
    const advisers = [...adviserIds]
      .map((id) => ({ id, name: names.get(id) ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-GB') || a.id - b.id);
    const scopes: { scope: Scope; adviserId: number | null; adviser: string | null }[] = [
      { scope: 'firm', adviserId: null, adviser: null },
      ...advisers.map((a) => ({ scope: 'adviser' as const, adviserId: a.id, adviser: a.name })),
      ...(hasUnassigned ? [{ scope: 'unassigned' as const, adviserId: null, adviser: null }] : []),
    ];
    const rowsOf = <Row>(make: (key: Key) => Row) =>
      scopes.flatMap(({ scope, adviserId, adviser }) =>
        supportGroups.map((group) => ({ scope, adviser, group, ...make({ scope, adviserId, group }) })),
      );

    const reviewsBy = new Map(reviews.map((row) => [textOf(keyOf(row)), row]));
    const messagesBy = new Map(messages.map((row) => [textOf(keyOf(row)), row]));
    const stepsBy = new Map<string, typeof steps>();
    for (const row of steps) {
      const text = textOf(keyOf(row));
      stepsBy.set(text, [...(stepsBy.get(text) ?? []), row]);
    }
    const stepSlugs = factFindSteps(baseTemplate, customPages);
    // The steps as the firm's staff read them, said of the household ("About them"), as the fact-find tab does.
    const titles = new Map([
      ...baseTemplate.pages.map((page) => [page.slug, saidOfHousehold(page.title)] as const),
      ...customPages.map((page) => [customStep(page.slug), saidOfHousehold(page.title)] as const),
    ]);

    return {
      period: { from: period.from, to: period.to, first_day: bounds.firstDay, last_day: bounds.lastDay },
      as_of: now.toISOString(),
      reply_target_hours: targetHours,
      reviews: rowsOf((key) => {
        const row = reviewsBy.get(textOf(key));
        return {
          due: row?.due ?? 0,
          delivered: row?.delivered ?? 0,
          declined: row?.declined ?? 0,
          not_attempted: row?.notAttempted ?? 0,
          overdue: row?.overdue ?? 0,
          open: row?.open ?? 0,
          timed: row?.timed ?? 0,
          median_days: days(row?.medianDays ?? null),
          p90_days: days(row?.p90Days ?? null),
        };
      }),
      fact_finds: {
        steps: stepSlugs.map((slug) => ({ slug, title: titles.get(slug) ?? slug })),
        rows: rowsOf((key) => stepFunnel(stepSlugs, stepsBy.get(textOf(key)) ?? [])),
      },
      messages: rowsOf((key) => {
        const row = messagesBy.get(textOf(key));
        return {
          received: row?.received ?? 0,
          within_target: row?.withinTarget ?? 0,
          late: row?.late ?? 0,
          unanswered_late: row?.unansweredLate ?? 0,
          awaiting: row?.awaiting ?? 0,
        };
      }),
    };
  }

  return {
    async get(auth: AuthContext, query: OutcomesQuery): Promise<OutcomesReportResponse> {
      requireAdmin(auth);
      return { data: await report(auth, query) };
    },

    // The same report as a CSV file; who took a copy, and of which months, is audited.
    async exportCsv(auth: AuthContext, query: OutcomesQuery, info: ClientInfo) {
      requireAdmin(auth);
      const data = await report(auth, query);
      await audit.record(
        callerEvent(auth, info, 'outcomes.exported', { from: data.period.from, to: data.period.to }),
      );
      return { name: `outcomes-${data.period.from}-to-${data.period.to}.csv`, rows: outcomesCsv(data) };
    },
  };
}

export type OutcomesService = ReturnType<typeof createOutcomesService>;
