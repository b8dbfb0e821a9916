import {
  type ClientsQueryParams,
  clientFactFindStatusSchema,
  clientSortSchema,
} from '@atrium/domain/contract/adviser';
import { type AuditQueryParams, auditQuerySchema } from '@atrium/domain/contract/audit';
import { type PipelineQuery, pipelineQuerySchema, pipelineStages } from '@atrium/domain/contract/reviews';
import { describe, expect, it } from 'vitest';
import { validateAuditSearch, validateClientsSearch, validatePipelineSearch } from './adviser-search.ts';

// The same reading done with the contract's schemas: the hand-written checks must agree with it on every input.
function clientsBySchema(search: Record<string, unknown>): ClientsQueryParams {
  const status = clientFactFindStatusSchema.safeParse(search.status);
  const sort = clientSortSchema.safeParse(search.sort);
  const page = Number(search.page);
  const text = typeof search.search === 'string' ? search.search.trim().slice(0, 100) : '';
  return {
    ...(text ? { search: text } : {}),
    ...(status.success ? { status: status.data } : {}),
    ...(sort.success && sort.data !== 'name' ? { sort: sort.data } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

function auditBySchema(search: Record<string, unknown>): AuditQueryParams {
  const parsed = auditQuerySchema.safeParse(search);
  if (!parsed.success) return {};
  const { page, ...filters } = parsed.data;
  const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  return { ...kept, ...(page > 1 ? { page } : {}) };
}

// Each field's awkward values (as TanStack Router parses a query string: JSON values where they parse).
const odd: unknown[] = [
  undefined,
  '',
  '  ',
  null,
  true,
  false,
  0,
  -1,
  1.5,
  [],
  [3],
  {},
  'x',
  ' 7 ',
  '1e2',
  '0x10',
];
const wholes: unknown[] = [...odd, 1, 2, 25, '2', 100_000, 100_001, 2_147_483_647, 2_147_483_648];
const days: unknown[] = [...odd, '2026-03-02', '2026-02-30', '2026-3-2', ' 2026-03-02', '2026-03-02T00:00'];
const texts: unknown[] = [
  ...odd,
  'login',
  '  firm.logo.updated ',
  'a'.repeat(100),
  ` ${'b'.repeat(100)} `,
  'c'.repeat(101),
];
const options = (values: readonly string[]) => [...odd, ...values, 'NAME', `${values[0]} `];

describe('the clients list’s search params', () => {
  const cases: Record<string, unknown>[] = [
    ...options(clientFactFindStatusSchema.options).map((status) => ({ status })),
    ...options(clientSortSchema.options).map((sort) => ({ sort })),
    ...wholes.map((page) => ({ page })),
    ...texts.map((search) => ({ search })),
    { search: ' Carter ', status: 'draft', sort: '-unread', page: 3, other: 'x' },
  ];
  it.each(cases.map((search) => [JSON.stringify(search), search]))(
    'agree with the schemas on %s',
    (_, search) => {
      expect(validateClientsSearch(search)).toEqual(clientsBySchema(search));
    },
  );
});

describe('the audit trail’s search params', () => {
  const cases: Record<string, unknown>[] = [
    ...wholes.flatMap((value) => [{ client_id: value }, { user_id: value }, { page: value }]),
    ...texts.map((type) => ({ type })),
    ...days.flatMap((value) => [{ from: value }, { to: value }]),
    { from: '2026-03-02', to: '2026-03-01' },
    { from: '2026-03-02', to: '2026-03-02', type: 'login', client_id: '4', user_id: 9, page: '2', other: 1 },
    { from: '2026-03-01', to: '', page: '' },
  ];
  it.each(cases.map((search) => [JSON.stringify(search) ?? 'undefined', search]))(
    'agree with the schema on %s',
    (_, search) => {
      expect(validateAuditSearch(search)).toEqual(auditBySchema(search));
    },
  );
});

describe('the review pipeline’s search params', () => {
  // The schema takes any cursor up to its length (the server answers 422 to one not its own); the page keeps only
  // the server's alphabet, so an address cannot carry anything else to it.
  function pipelineBySchema(search: Record<string, unknown>): PipelineQuery {
    const stage = pipelineQuerySchema.shape.stage.safeParse(search.stage);
    const cursor = pipelineQuerySchema.shape.cursor.safeParse(search.cursor);
    return {
      ...(stage.success && stage.data !== undefined ? { stage: stage.data } : {}),
      ...(cursor.success && typeof cursor.data === 'string' && /^[\w-]+$/.test(cursor.data)
        ? { cursor: cursor.data }
        : {}),
    };
  }
  const cases: Record<string, unknown>[] = [
    ...options(pipelineStages).map((stage) => ({ stage })),
    ...[...odd, 'WzAsMV0', 'a b', 'x'.repeat(400), 'x'.repeat(401)].map((cursor) => ({ cursor })),
    { stage: 'overdue', cursor: 'WzAsMV0', other: 1 },
  ];
  it.each(cases.map((search) => [JSON.stringify(search) ?? 'undefined', search]))(
    'agree with the schema on %s',
    (_, search) => {
      expect(validatePipelineSearch(search)).toEqual(pipelineBySchema(search));
    },
  );
});
