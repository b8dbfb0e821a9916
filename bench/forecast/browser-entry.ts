// The bundle bench/forecast/chromium.ts serves to Chromium (esbuild, IIFE). In a Web Worker it answers one message
// { paths, warmRuns } with measureThisThread's figures, timed by the worker's own performance.now(). On a page
// (the CPU-throttled run: Chromium's throttling applies to a page's main thread, not to a worker) it leaves the
// same function on globalThis for page.evaluate.
import { measureThisThread } from './cases.ts';

type Request = { paths: number; warmRuns: number };

const scope = globalThis as typeof globalThis & {
  atriumForecastBench?: typeof measureThisThread;
  WorkerGlobalScope?: unknown;
};

if (scope.WorkerGlobalScope !== undefined) {
  scope.onmessage = (event: MessageEvent<Request>) => {
    const { paths, warmRuns } = event.data;
    scope.postMessage(measureThisThread(paths, warmRuns));
  };
  scope.postMessage('ready');
} else {
  scope.atriumForecastBench = measureThisThread;
}
