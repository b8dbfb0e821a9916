import type { PaginationMeta } from '@atrium/domain/contract/fields';

const count = new Intl.NumberFormat('en-GB');

// A paginated list's size in words: "101 entries", or, where the server stopped counting (pageTotalCap),
// "more than 10,000 entries".
export function pageTotal(
  meta: Pick<PaginationMeta, 'total' | 'total_capped'>,
  one: string,
  many = `${one}s`,
): string {
  if (meta.total_capped) return `more than ${count.format(meta.total)} ${many}`;
  return `${meta.total} ${meta.total === 1 ? one : many}`;
}
