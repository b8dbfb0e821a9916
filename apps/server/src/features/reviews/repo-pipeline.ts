import type { PipelineStage } from '@atrium/domain/contract/reviews';
import { closedReviewStatuses, isClosedReview, type ReviewStatus } from '@atrium/domain/review/schedule';
import { type SQL, sql } from 'drizzle-orm';
import { clients } from '../../db/schema.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';

// The pipeline's order and its keyset (docs/reviews.md), read from each household's current review as kept on its
// client row (clients.review_id, review_status, review_due_on: a trigger on reviews, migration 0046). Ranked overdue
// (0: open, its date before today), open (1), closed (2), no review (3); within a rank by `day_key` (the review date's
// day number, negated for closed reviews so the latest comes first), then lower(name) and id. Each rank is read from
// its own partial index in that order, cut at the page's end and after the cursor's row, so a page costs its own
// size whatever the firm's (an adviser's book is read through clients_adviser_idx and sorted: one adviser's size);
// the page's own figures are read for its rows only (repo.ts listPipeline).

export type PipelineKey = { rank: number; dayKey: number; sortName: string; clientId: number };
export type PipelinePage = { today: string; stage?: PipelineStage; after: PipelineKey | null; limit: number };
export type PipelineKeyRow = {
  client_id: number;
  name: string;
  sort_name: string;
  review_id: number | null;
  status: ReviewStatus | null;
  due_on: string | null;
  rank: number;
  day_key: number;
};

// The closed states as an SQL list (fixed words of the domain's, no input).
const closed = sql.raw(`(${closedReviewStatuses.map((status) => `'${status}'`).join(', ')})`);
const epoch = sql.raw(`DATE '2000-01-01'`);
const status = sql`${clients.reviewStatus}`;
const dueOn = sql`${clients.reviewDueOn}`;
const sortName = sql`lower(${clients.name})`;

// The order that puts a household's current review first (repo.ts findCurrent; the trigger of migration 0046 keeps
// the same one on the client row): opened, then closed, then only scheduled.
export const currentFirst = (state: SQL) => sql`CASE WHEN ${state} IN ${closed} THEN 1
  WHEN ${state} = 'scheduled' THEN 2 ELSE 0 END`;

type Rank = 0 | 1 | 2 | 3;

// Which rows of the client table are at a rank, today.
function rankWhere(rank: Rank, today: string): SQL {
  if (rank === 0) return sql`${status} NOT IN ${closed} AND ${dueOn} < ${today}::date`;
  if (rank === 1) return sql`${status} NOT IN ${closed} AND ${dueOn} >= ${today}::date`;
  if (rank === 2) return sql`${status} IN ${closed}`;
  return sql`${clients.reviewId} IS NULL`;
}

// The ranks a stage can be at: an open state overdue or not, a closed state, overdue, or no review.
function ranksOf(stage: PipelineStage | undefined): Rank[] {
  if (stage === undefined) return [0, 1, 2, 3];
  if (stage === 'overdue') return [0];
  if (stage === 'unscheduled') return [3];
  return isClosedReview(stage) ? [2] : [0, 1];
}

// The rows of a rank after the cursor's, when the cursor is at that rank.
function afterWithin(rank: Rank, after: PipelineKey): SQL {
  const rest = sql`(${sortName}, ${clients.id}) > (${after.sortName}, ${after.clientId})`;
  if (rank === 3) return rest;
  if (rank === 2) {
    const day = sql`${epoch} - ${after.dayKey}::integer`;
    return sql`(${dueOn} < ${day} OR (${dueOn} = ${day} AND ${rest}))`;
  }
  return sql`(${dueOn}, ${sortName}, ${clients.id}) > (${epoch} + ${after.dayKey}::integer, ${after.sortName}, ${after.clientId})`;
}

function rankPage(rank: Rank, scope: StaffScope, page: PipelinePage): SQL {
  const order =
    rank === 3
      ? sql`${sortName}, ${clients.id}`
      : rank === 2
        ? sql`${dueOn} DESC, ${sortName}, ${clients.id}`
        : sql`${dueOn}, ${sortName}, ${clients.id}`;
  const dayKey = rank === 3 ? sql`0` : rank === 2 ? sql`${epoch} - ${dueOn}` : sql`${dueOn} - ${epoch}`;
  const stage =
    page.stage === undefined || page.stage === 'overdue' || page.stage === 'unscheduled'
      ? sql`true`
      : sql`${status} = ${page.stage}`;
  const after = page.after && page.after.rank === rank ? afterWithin(rank, page.after) : sql`true`;
  return sql`(SELECT ${clients.id} AS client_id, ${clients.name} AS name, ${sortName} AS sort_name,
      ${clients.reviewId} AS review_id, ${status} AS status, ${dueOn}::text AS due_on,
      ${rank}::integer AS rank, (${dayKey})::integer AS day_key
    FROM ${clients}
    WHERE ${clientsInScope(scope)} AND ${rankWhere(rank, page.today)} AND ${stage} AND ${after}
    ORDER BY ${order}
    LIMIT ${page.limit})`;
}

// One page: each rank the stage can be at and the cursor has not passed, each cut at the page's size, merged.
export function pipelinePageQuery(scope: StaffScope, page: PipelinePage): SQL | null {
  const ranks = ranksOf(page.stage).filter((rank) => page.after === null || rank >= page.after.rank);
  if (ranks.length === 0) return null;
  const parts = sql.join(
    ranks.map((rank) => rankPage(rank, scope, page)),
    sql` UNION ALL `,
  );
  return sql`SELECT * FROM (${parts}) AS pipeline ORDER BY rank, day_key, sort_name, client_id LIMIT ${page.limit}`;
}

// The households in reach at each state, and how many are overdue, in one read of the stage index.
export function pipelineCountsQuery(scope: StaffScope, today: string): SQL {
  return sql`SELECT ${status} AS status,
      coalesce(${status} NOT IN ${closed} AND ${dueOn} < ${today}::date, false) AS overdue, count(*)::int AS n
    FROM ${clients} WHERE ${clientsInScope(scope)} GROUP BY 1, 2`;
}
