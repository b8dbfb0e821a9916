import type { ClientFactFindStatus, ClientSort, ClientsQueryParams } from '@atrium/domain/contract/adviser';
import type { AuditQueryParams } from '@atrium/domain/contract/audit';
import type { PipelineQuery, PipelineStage } from '@atrium/domain/contract/reviews';
import { reviewStatuses } from '@atrium/domain/review/schedule';

// The adviser pages keep their state in the address, and a route's validateSearch must answer at once:
// these read it by hand, because the contract's schemas would put zod (and the fact-find contract) on every
// page's first load. adviser-search.test.ts holds each to the schema it stands for.

// clientFactFindStatusSchema and clientSortSchema of contract/adviser.
const clientFactFindStatuses: readonly ClientFactFindStatus[] = [
  'not-started',
  'draft',
  'awaiting-review',
  'reviewed',
];
const clientSorts: readonly ClientSort[] = [
  'name',
  '-name',
  'last_activity',
  '-last_activity',
  'unread',
  '-unread',
  'status',
  '-status',
];

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);

// /adviser/clients?search=&status=&sort=&page=; anything unreadable is dropped rather than sent on.
export function validateClientsSearch(search: Record<string, unknown>): ClientsQueryParams {
  const { status, sort } = search;
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  return {
    ...(text ? { search: text } : {}),
    ...(isOneOf(clientFactFindStatuses, status) ? { status } : {}),
    ...(isOneOf(clientSorts, sort) && sort !== 'name' ? { sort } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

// auditQuerySchema of contract/audit: an empty value means "any"; one unreadable value drops them all.
const invalid = Symbol('invalid');
type Read<T> = T | undefined | typeof invalid;

const isBlank = (value: unknown) => value === undefined || (typeof value === 'string' && value.trim() === '');

function readWhole(value: unknown, max: number): Read<number> {
  if (isBlank(value)) return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= max ? number : invalid;
}

function readText(value: unknown): Read<string> {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string') return invalid;
  const text = value.trim();
  return text.length <= 100 ? text : invalid;
}

function readDay(value: unknown): Read<string> {
  if (isBlank(value)) return undefined;
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return invalid;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : invalid;
}

// /adviser/audit?client_id=&user_id=&type=&from=&to=&page=
export function validateAuditSearch(search: Record<string, unknown>): AuditQueryParams {
  const filters = {
    client_id: readWhole(search.client_id, 2_147_483_647),
    user_id: readWhole(search.user_id, 2_147_483_647),
    type: readText(search.type),
    from: readDay(search.from),
    to: readDay(search.to),
  };
  const page = readWhole(search.page, 100_000) ?? 1;
  const values = [...Object.values(filters), page];
  if (values.includes(invalid)) return {};
  const { from, to } = filters;
  if (typeof from === 'string' && typeof to === 'string' && from > to) return {};
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return { ...kept, ...(typeof page === 'number' && page > 1 ? { page } : {}) };
}

// pipelineQuerySchema of contract/reviews: /adviser/reviews?stage=&cursor=; a cursor is the server's, base64url.
const pipelineStages: readonly PipelineStage[] = [...reviewStatuses, 'overdue', 'unscheduled'];

export function validatePipelineSearch(search: Record<string, unknown>): PipelineQuery {
  const { stage, cursor } = search;
  return {
    ...(isOneOf(pipelineStages, stage) ? { stage } : {}),
    ...(typeof cursor === 'string' && /^[A-Za-z0-9_-]{1,400}$/.test(cursor) ? { cursor } : {}),
  };
}
