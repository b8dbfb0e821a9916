import { beforeAll } from 'vitest';

// The first render of a page loads its lazy route modules, which can take seconds on a busy machine.
export const firstRender = { timeout: 10_000 };

// Compiles the named route modules (routes/<name>.tsx) once, before any test's clock runs: the slow part of a
// first render.
export function preloadRoutes(...names: string[]): void {
  beforeAll(async () => {
    await Promise.all(names.map((name) => import(`../routes/${name}.tsx`)));
  }, 60_000);
}
