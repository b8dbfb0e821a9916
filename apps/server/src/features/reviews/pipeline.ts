import { type PipelineCounts, reviewMessages } from '@atrium/domain/contract/reviews';
import { type ReviewStatus, reviewStatuses } from '@atrium/domain/review/schedule';
import { invalidField } from '../../platform/errors.ts';
import type { PipelineKey, PipelineKeyRow } from './repo-pipeline.ts';

// The pipeline's cursor is the last row's keyset (repo-pipeline.ts), opaque to the caller: base64url JSON of
// [rank, day_key, sort_name, client_id]. Anything else is a 422 on `cursor`.
export function encodePipelineCursor(row: PipelineKeyRow): string {
  return Buffer.from(JSON.stringify([row.rank, row.day_key, row.sort_name, row.client_id])).toString(
    'base64url',
  );
}

export function decodePipelineCursor(cursor: string): PipelineKey {
  try {
    const [rank, dayKey, sortName, clientId] = JSON.parse(
      Buffer.from(cursor, 'base64url').toString('utf8'),
    ) as unknown[];
    const whole = (value: unknown, min: number, max: number): value is number =>
      Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
    if (
      whole(rank, 0, 3) &&
      whole(dayKey, -1_000_000, 1_000_000) &&
      typeof sortName === 'string' &&
      whole(clientId, 1, 2_147_483_647)
    )
      return { rank, dayKey, sortName, clientId };
  } catch {
    // Not JSON: answered below as any other cursor that is not ours.
  }
  throw invalidField('cursor', reviewMessages.cursorInvalid);
}

// The grouped counts (repo.ts countPipeline) as the page shows them: each state, overdue, and no review yet.
export function pipelineCounts(
  rows: { status: ReviewStatus | null; overdue: boolean; n: number }[],
): PipelineCounts {
  const byStatus = Object.fromEntries(reviewStatuses.map((status) => [status, 0])) as Record<
    ReviewStatus,
    number
  >;
  const counts = { total: 0, overdue: 0, unscheduled: 0, by_status: byStatus };
  for (const row of rows) {
    counts.total += row.n;
    if (row.overdue) counts.overdue += row.n;
    if (row.status === null) counts.unscheduled += row.n;
    else byStatus[row.status] += row.n;
  }
  return counts;
}
