import type { DefaultError, EnsureQueryDataOptions, QueryClient, QueryKey } from '@tanstack/react-query';

// A route's loader stays in the entry chunk, so it reaches a feature's api module through import()
// (docs/decisions/014-automatic-code-splitting.md; scripts/check-boundaries.mjs). These run the loaders that only
// ensure a page's queries, once that module has loaded: `loader: ({ context }) => ensureQuery(context,
// import('../features/x/api.ts'), (api) => api.xQueryOptions())`.
type LoaderContext = { queryClient: QueryClient };

// One query; the loader's data is the query's (what route.useLoaderData() gives the page).
export async function ensureQuery<
  TApi,
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  context: LoaderContext,
  api: Promise<TApi>,
  options: (api: TApi) => EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
): Promise<TData> {
  return context.queryClient.ensureQueryData(options(await api));
}

// Two queries of one module, fetched side by side; the loader's data is theirs, in order.
export async function ensureQueries<
  TApi,
  TQueryFnData1,
  TError1,
  TData1,
  TQueryKey1 extends QueryKey,
  TQueryFnData2,
  TError2,
  TData2,
  TQueryKey2 extends QueryKey,
>(
  context: LoaderContext,
  api: Promise<TApi>,
  options: (
    api: TApi,
  ) => readonly [
    EnsureQueryDataOptions<TQueryFnData1, TError1, TData1, TQueryKey1>,
    EnsureQueryDataOptions<TQueryFnData2, TError2, TData2, TQueryKey2>,
  ],
): Promise<[TData1, TData2]> {
  const [first, second] = options(await api);
  return Promise.all([
    context.queryClient.ensureQueryData(first),
    context.queryClient.ensureQueryData(second),
  ]);
}
