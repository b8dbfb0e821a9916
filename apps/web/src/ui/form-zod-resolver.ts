import type { zodResolver as ZodResolver } from '@hookform/resolvers/zod';

// @hookform/resolvers' zod resolver (some 3 kB, 1.2 kB brotli), fetched when a form with a schema is first drawn or,
// for a form that loads its schema late (lazyZodResolver: the login page), first checked, rather than with every
// page that draws a form (bench/README.md, "web": /login ≤ 120 kB). The same call as the library's: the resolver
// it returns is asynchronous anyway. A failed download is tried again at the next check.
let loading: Promise<typeof ZodResolver> | null = null;
const load = () => {
  loading ??= import('@hookform/resolvers/zod').then(
    (module) => module.zodResolver,
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
};

export const zodResolver = ((...args: Parameters<typeof ZodResolver>) => {
  void load().catch(() => {});
  return async (...resolverArgs: Parameters<ReturnType<typeof ZodResolver>>) =>
    (await load())(...args)(...resolverArgs);
}) as typeof ZodResolver;
