import { type QueryKey, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from './http.ts';

// The query of one GET endpoint under its key: the answer checked against its contract schema, the request
// cancelled with the query.
export function getQuery<TKey extends QueryKey, T>(queryKey: TKey, path: string, schema: z.ZodType<T>) {
  return queryOptions({ queryKey, queryFn: ({ signal }) => http.get(path, { schema, signal }) });
}

// The same for an endpoint that answers { data }: the cache holds the answer, its readers get the data.
export function dataQuery<TKey extends QueryKey, T>(
  queryKey: TKey,
  path: string,
  schema: z.ZodType<{ data: T }>,
) {
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) => http.get(path, { schema, signal }),
    select: (response) => response.data,
  });
}
