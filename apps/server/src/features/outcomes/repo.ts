import type { CustomPageDef } from '@atrium/domain/factfind/custom';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.ts';
import { factFindTemplates, firms, supportNeeds, users } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';

// The outcomes report's figures (docs/outcomes-report.md), each counted in one statement per table: the firm's rows
// of the period read through an index led by the firm (reviews by date, fact-finds by start, a conversation's
// messages by time), aggregated by adviser and support needs with GROUPING SETS, so the firm total and each split
// come from the same rows. Nothing leaves this file but counts and the advisers' ids.

// The whole period, as instants: from the first day's midnight to the midnight after the last, in UK time.
export type PeriodBounds = { firstDay: string; lastDay: string };
export type Grouping = {
  adviserId: number | null;
  support: boolean | null;
  firmWide: boolean;
  bothGroups: boolean;
};

// Whether the household has recorded support needs now: a support need of either person that is not withdrawn
// (docs/support-needs.md). Named with the firm, so it reads support_needs_firm_current_idx (firm, client) and never
// the whole platform's needs.
export function hasSupportNeeds(firmId: number, clientId: SQL): SQL {
  return sql`exists (select 1 from ${supportNeeds} need
    where need.firm_id = ${firmId} and need.client_id = ${clientId} and need.withdrawn_at is null)`;
}

const startOf = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/London')`;
const endOf = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Europe/London')`;

// Seconds of working time (Monday to Friday, UK wall-clock time) from a Monday long ago to `at`: the working time
// between two moments is the difference of theirs. Clocks change on Sunday mornings, so a weekday's wall-clock
// seconds are its real seconds.
function workingSeconds(at: SQL): SQL {
  const local = sql`(${at} at time zone 'Europe/London')`;
  const days = sql`(${local}::date - date '1970-01-05')`;
  const weeks = sql`floor(${days} / 7.0)`;
  const weekday = sql`(${days} - 7 * ${weeks})`;
  return sql`(${weeks} * 5 * 86400 + least(${weekday}, 5) * 86400
    + case when ${weekday} < 5 then extract(epoch from ${local} - ${local}::date::timestamp) else 0 end)`;
}

// The four groupings of every figure: each adviser split by support needs, each adviser, the firm split, the firm.
const groupingSets = (...extra: string[]) => {
  const more = extra.map((column) => `, ${column}`).join('');
  return sql.raw(
    `group by grouping sets ((adviser_id, support${more}), (adviser_id${more}), (support${more}), (${more.slice(2)}))`,
  );
};
const groupingColumns = sql.raw(
  'adviser_id, support, grouping(adviser_id) = 1 as firm_wide, grouping(support) = 1 as both_groups',
);

type GroupingRow = {
  adviser_id: number | null;
  support: boolean | null;
  firm_wide: boolean;
  both_groups: boolean;
};
const groupingOf = (row: GroupingRow): Grouping => ({
  adviserId: row.adviser_id,
  support: row.support,
  firmWide: row.firm_wide,
  bothGroups: row.both_groups,
});

export type ReviewCounts = Grouping & {
  due: number;
  delivered: number;
  declined: number;
  notAttempted: number;
  overdue: number;
  open: number;
  timed: number;
  medianDays: number | null;
  p90Days: number | null;
};

export type StepCounts = Grouping & { step: string | null; submitted: boolean; count: number };

export type MessageCounts = Grouping & {
  received: number;
  withinTarget: number;
  late: number;
  unansweredLate: number;
  awaiting: number;
};

export function createOutcomesRepo(db: Db) {
  return {
    async replyTargetHours(firmId: number): Promise<number> {
      const [row] = await db
        .select({ hours: firms.replyTargetHours })
        .from(firms)
        .where(eq(firms.id, firmId));
      if (!row) throw new Error(`Firm ${firmId} not found`);
      return row.hours;
    },

    // The firm's own pages of its newest published template (the steps after the base template's).
    async publishedCustomPages(firmId: number): Promise<CustomPageDef[]> {
      const [row] = await db
        .select({ pages: factFindTemplates.customPages })
        .from(factFindTemplates)
        .where(and(eq(factFindTemplates.firmId, firmId), isNotNull(factFindTemplates.publishedAt)))
        .orderBy(desc(factFindTemplates.version))
        .limit(1);
      return row?.pages ?? [];
    },

    async adviserNames(firmId: number, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.firmId, firmId), inArray(users.id, ids)));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    // Reviews whose date falls in the period: what became of each (overdue as reviews' isOverdue: open, its date
    // before today), and the days from invitation to completion of those delivered.
    async reviewCounts(firmId: number, period: PeriodBounds, today: string): Promise<ReviewCounts[]> {
      const days = sql.raw('extract(epoch from closed_at - invited_at) / 86400');
      const timed = sql.raw(`status = 'completed' and invited_at is not null`);
      const rows = await rowsOf<
        GroupingRow & {
          due: number;
          delivered: number;
          declined: number;
          not_attempted: number;
          overdue: number;
          open: number;
          timed: number;
          median_days: number | null;
          p90_days: number | null;
        }
      >(
        db,
        sql`with cohort as (
          select c.adviser_id, ${hasSupportNeeds(firmId, sql`c.id`)} as support, r.status, r.due_on, r.invited_at, r.closed_at
          from reviews r join clients c on c.id = r.client_id and c.firm_id = r.firm_id
          where r.firm_id = ${firmId} and r.due_on >= ${period.firstDay}::date and r.due_on <= ${period.lastDay}::date
        )
        select ${groupingColumns},
          count(*)::int as due,
          (count(*) filter (where status = 'completed'))::int as delivered,
          (count(*) filter (where status = 'declined'))::int as declined,
          (count(*) filter (where status = 'not_attempted'))::int as not_attempted,
          (count(*) filter (where status not in ('completed', 'declined', 'not_attempted')
            and due_on < ${today}::date))::int as overdue,
          (count(*) filter (where status not in ('completed', 'declined', 'not_attempted')
            and due_on >= ${today}::date))::int as open,
          (count(*) filter (where ${timed}))::int as timed,
          (percentile_cont(0.5) within group (order by ${days}) filter (where ${timed}))::float8 as median_days,
          (percentile_cont(0.9) within group (order by ${days}) filter (where ${timed}))::float8 as p90_days
        from cohort ${groupingSets()}`,
      );
      return rows.map((row) => ({
        ...groupingOf(row),
        due: row.due,
        delivered: row.delivered,
        declined: row.declined,
        notAttempted: row.not_attempted,
        overdue: row.overdue,
        open: row.open,
        timed: row.timed,
        medianDays: row.median_days,
        p90Days: row.p90_days,
      }));
    },

    // Fact-finds started in the period, a household's latest of them, by the last step completed and whether it was
    // ever submitted (submitted_at stays when the adviser returns it).
    async factFindSteps(firmId: number, period: PeriodBounds): Promise<StepCounts[]> {
      const rows = await rowsOf<GroupingRow & { step: string | null; submitted: boolean; count: number }>(
        db,
        sql`with started as (
          select distinct on (f.client_id) f.client_id, f.last_completed_step, f.submitted_at
          from fact_finds f
          where f.firm_id = ${firmId} and f.created_at >= ${startOf(period.firstDay)}
            and f.created_at < ${endOf(period.lastDay)}
          order by f.client_id, f.id desc
        ), cohort as (
          select c.adviser_id, ${hasSupportNeeds(firmId, sql`c.id`)} as support, s.last_completed_step as step,
            s.submitted_at is not null as submitted
          from started s join clients c on c.id = s.client_id and c.firm_id = ${firmId}
        )
        select ${groupingColumns}, step, submitted, count(*)::int as count
        from cohort ${groupingSets('step', 'submitted')}`,
      );
      return rows.map((row) => ({
        ...groupingOf(row),
        step: row.step,
        submitted: row.submitted,
        count: row.count,
      }));
    },

    // Messages a household's people sent in the period, each by the first reply from the firm after it (up to
    // `now`): within the target, later, or none yet (past the target or still within it), in working time.
    async messageCounts(
      firmId: number,
      period: PeriodBounds,
      targetHours: number,
      now: Date,
    ): Promise<MessageCounts[]> {
      const target = targetHours * 3600;
      const waited = (until: SQL) => sql`(${workingSeconds(until)} - ${workingSeconds(sql`sent_at`)})`;
      const at = now.toISOString();
      const rows = await rowsOf<
        GroupingRow & {
          received: number;
          within_target: number;
          late: number;
          unanswered_late: number;
          awaiting: number;
        }
      >(
        db,
        sql`with received as (
          select c.adviser_id, ${hasSupportNeeds(firmId, sql`c.id`)} as support, m.created_at as sent_at,
            (select min(r.created_at) from messages r join users staff on staff.id = r.sender_user_id
              where r.conversation_id = m.conversation_id and r.created_at > m.created_at
                and r.created_at <= ${at}::timestamptz and staff.role <> 'client') as replied_at
          from conversations cv
            join clients c on c.id = cv.client_id and c.firm_id = cv.firm_id
            join messages m on m.conversation_id = cv.id
            join users sender on sender.id = m.sender_user_id
          where cv.firm_id = ${firmId} and sender.role = 'client'
            and m.created_at >= ${startOf(period.firstDay)} and m.created_at < ${endOf(period.lastDay)}
            and m.created_at <= ${at}::timestamptz
        )
        select ${groupingColumns},
          count(*)::int as received,
          (count(*) filter (where replied_at is not null
            and ${waited(sql`replied_at`)} <= ${target}))::int as within_target,
          (count(*) filter (where replied_at is not null
            and ${waited(sql`replied_at`)} > ${target}))::int as late,
          (count(*) filter (where replied_at is null
            and ${waited(sql`${at}::timestamptz`)} > ${target}))::int as unanswered_late,
          (count(*) filter (where replied_at is null
            and ${waited(sql`${at}::timestamptz`)} <= ${target}))::int as awaiting
        from received ${groupingSets()}`,
      );
      return rows.map((row) => ({
        ...groupingOf(row),
        received: row.received,
        withinTarget: row.within_target,
        late: row.late,
        unansweredLate: row.unanswered_late,
        awaiting: row.awaiting,
      }));
    },
  };
}

export type OutcomesRepo = ReturnType<typeof createOutcomesRepo>;
