import type { AnyRoute } from '@tanstack/react-router';
import { abortPendingRequests } from './fake-api.ts';

// What a router started and has not finished: its routes' beforeLoad, loader and lazy chunk imports. A load the
// router no longer wants (a superseded navigation, a preload) is not awaited by anyone, and its loader may still
// fetch once its import resolves — after its test ended, inside the next test's fake API. The harness waits for
// this work to finish (or cancels it) before a test counts as done.
const pending = new Set<Promise<unknown>>();
const wrapped = new WeakSet<AnyRoute>();

function track<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
  return (...args: A) => {
    const result = run(...args);
    if (result instanceof Promise) {
      const settled: Promise<undefined> = result.then(
        () => undefined,
        () => undefined,
      );
      pending.add(settled);
      void settled.then(() => pending.delete(settled));
    }
    return result;
  };
}

// Route objects are module singletons shared by every app a test file starts: each is wrapped once.
function trackRouteWork(routes: Iterable<AnyRoute>): void {
  for (const route of routes) {
    if (wrapped.has(route)) continue;
    wrapped.add(route);
    const options = route.options as { loader?: unknown; beforeLoad?: unknown };
    if (typeof options.loader === 'function')
      options.loader = track(options.loader as (...a: unknown[]) => unknown);
    if (typeof options.beforeLoad === 'function')
      options.beforeLoad = track(options.beforeLoad as (...a: unknown[]) => unknown);
    if (route.lazyFn) route.lazyFn = track(route.lazyFn);
  }
}

// Resolves true once nothing is pending (work started while waiting included), false after `timeoutMs`.
async function routeWorkSettled(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (pending.size > 0) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await Promise.race([Promise.all(pending), new Promise((resolve) => setTimeout(resolve, left))]);
  }
  return true;
}

// routesById is typed by the generated route tree (routes/routeTree.gen.ts), an interface without an index signature.
type RunningApp = { router: { routesById: object; clearCache(): void }; stop: () => void };
const running: RunningApp[] = [];

// test/render-app.tsx registers each app it starts (this module imports no app code, so every test file can load it).
export function registerApp(app: RunningApp): void {
  trackRouteWork(Object.values(app.router.routesById) as AnyRoute[]);
  running.push(app);
}

// Run by test/setup.ts after every test, before the unanswered requests are counted: the loads the test's apps
// started (superseded navigations and preloads included) finish inside the test, so their requests count against
// it and never reach the next test's fake API. Work still going after a grace period (a request the test never
// answers on purpose, a retry) is cancelled: its requests fail as aborted. Then the apps stop.
export async function stopApps(): Promise<void> {
  const apps = running.splice(0);
  if (apps.length === 0) return;
  if (!(await routeWorkSettled(5_000))) {
    for (const { router } of apps) router.clearCache();
    abortPendingRequests();
    if (!(await routeWorkSettled(5_000)))
      throw new Error('A route was still loading 10 s after its test ended');
  }
  for (const { stop } of apps) stop();
}
