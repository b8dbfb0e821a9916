import type { PipelineStage } from '@atrium/domain/contract/reviews';
import { closedReviewStatuses, type ReviewStatus } from '@atrium/domain/review/schedule';
import { type SQL, sql } from 'drizzle-orm';
import { clients, reviews } from '../../db/schema.ts';
import { clientsInScope, type StaffScope } from '../access/repo.ts';

// The pipeline's order and its keyset (docs/reviews.md): each household in reach with its current review (the open
// one once its check-in has opened, else the latest closed one, else the one only scheduled; through
// reviews_client_idx, one probe per household), ranked overdue (0), open (1), closed (2), no review (3); within a
// rank by `day_key` (the review date's day number, negated for closed reviews so the latest comes first), then name
// and id. A page is the rows after the last one's (rank, day_key, name, client_id), so a deep page costs no offset,
// and the page's own figures are read for its rows only (repo.ts listPipeline).

export type PipelineKey = { rank: number; dayKey: number; name: string; clientId: number };
export type PipelinePage = { today: string; stage?: PipelineStage; after: PipelineKey | null; limit: number };
export type PipelineKeyRow = {
  client_id: number;
  name: string;
  review_id: number | null;
  status: ReviewStatus | null;
  due_on: string | null;
  rank: number;
  day_key: number;
};

// The closed states as an SQL list (fixed words of the domain's, no input).
const closed = sql.raw(`(${closedReviewStatuses.map((status) => `'${status}'`).join(', ')})`);

// The order that puts a household's current review first: opened, then closed, then only scheduled.
export const currentFirst = (status: SQL) => sql`CASE WHEN ${status} IN ${closed} THEN 1
  WHEN ${status} = 'scheduled' THEN 2 ELSE 0 END`;

// `WITH ${pipelineCurrent(…)} SELECT … FROM pipeline`: the households in reach with their current review and keys.
export function pipelineCurrent(scope: StaffScope, today: string): SQL {
  return sql`pipeline AS (
    SELECT ${clients.id} AS client_id, ${clients.name} AS name, r.id AS review_id, r.status, r.due_on::text AS due_on,
      CASE WHEN r.id IS NULL THEN 3 WHEN r.status IN ${closed} THEN 2
        WHEN r.due_on < ${today}::date THEN 0 ELSE 1 END AS rank,
      CASE WHEN r.id IS NULL THEN 0 WHEN r.status IN ${closed} THEN -(r.due_on - DATE '2000-01-01')
        ELSE r.due_on - DATE '2000-01-01' END AS day_key
    FROM ${clients}
    LEFT JOIN LATERAL (
      SELECT n.id, n.status, n.due_on FROM ${reviews} AS n WHERE n.client_id = ${clients.id}
      ORDER BY ${currentFirst(sql`n.status`)}, n.id DESC LIMIT 1
    ) AS r ON true
    WHERE ${clientsInScope(scope)})`;
}

export function stageWhere(stage: PipelineStage | undefined): SQL {
  if (stage === undefined) return sql`true`;
  if (stage === 'overdue') return sql`rank = 0`;
  if (stage === 'unscheduled') return sql`review_id IS NULL`;
  return sql`status = ${stage}`;
}

export function afterKey(after: PipelineKey | null): SQL {
  if (after === null) return sql`true`;
  return sql`(rank, day_key, name, client_id) > (${after.rank}, ${after.dayKey}, ${after.name}, ${after.clientId})`;
}
