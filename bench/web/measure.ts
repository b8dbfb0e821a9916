// bench/web's two measurements in Chromium: the bytes a page transfers, split at the moment the page itself is there,
// and one cold, CPU-throttled load's paint timings. Each takes a fresh browser context (no cache, no storage but the
// state it is given).
import type { Browser, BrowserContext } from 'playwright-core';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

// A stored session whose last activity is now: the browser's idle check (apps/web/src/lib/session-activity.ts) would
// end a session saved minutes earlier in the run, as it would a person's left idle that long.
export function asOfNow(state: StorageState): StorageState {
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name === 'sessionLastActivityAt' ? { ...item, value: String(Date.now()) } : item,
      ),
    })),
  };
}

// Records, from the page's first script on, when `selector` first matched (performance.now()). A string: functions
// compiled by tsx carry a helper (__name) the page does not have.
const watchReady = (selector: string) => ({
  content: `(() => {
    const check = () => {
      if (window.__readyAt === undefined && document.querySelector(${JSON.stringify(selector)}))
        window.__readyAt = performance.now();
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
    check();
  })();`,
});

export type Transfer = { path: string; encoded: number; decoded: number; encoding: string; start: number };
// js: every script until the network was idle; jsByReady: those requested before the page itself was there (its
// ready selector matched); the rest is what the page loads once it is drawn (the realtime connection, idle work).
export type PageBytes = { js: number; jsByReady: number; css: number; readyAt: number; files: Transfer[] };

export async function pageBytes(
  browser: Browser,
  url: string,
  ready: string,
  state: StorageState | undefined,
): Promise<PageBytes> {
  const context = await browser.newContext(state ? { storageState: asOfNow(state) } : {});
  await context.addInitScript(watchReady(ready));
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/assets/')) encodings.set(path, response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForSelector(ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // Idle work (requestIdleCallback) and what it fetches, then the network quiet again.
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
  const { entries, readyAt } = await page.evaluate(() => ({
    readyAt: (window as unknown as { __readyAt?: number }).__readyAt ?? Number.NaN,
    entries: performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return {
        url: timing.name,
        encoded: timing.encodedBodySize,
        decoded: timing.decodedBodySize,
        start: timing.startTime,
      };
    }),
  }));
  await context.close();
  const result: PageBytes = { js: 0, jsByReady: 0, css: 0, readyAt, files: [] };
  for (const entry of entries) {
    const file = new URL(entry.url).pathname;
    if (!file.startsWith('/assets/') || !/\.(js|css)$/.test(file)) continue;
    result.files.push({ path: file.slice(1), ...entry, encoding: encodings.get(file) ?? 'unknown' });
    if (!file.endsWith('.js')) result.css += entry.encoded;
    else {
      result.js += entry.encoded;
      if (entry.start <= readyAt) result.jsByReady += entry.encoded;
    }
  }
  result.files.sort((a, b) => b.encoded - a.encoded);
  return result;
}

// One load's figures: FCP, LCP (and its element: tag, first class, text), TBT as Lighthouse defines it (from FCP on,
// each long task's time beyond 50 ms), ready (the page's own content or hydrated form), and the document's first byte.
export type Vitals = {
  ttfb: number;
  fcp: number;
  lcp: number;
  tbt: number;
  ready: number;
  lcpElement: string;
  landedOn: string;
};

export async function paintTimings(
  browser: Browser,
  url: string,
  ready: string,
  { state, throttle }: { state: StorageState | undefined; throttle: number },
): Promise<Vitals> {
  const context = await browser.newContext(state ? { storageState: asOfNow(state) } : {});
  await context.addInitScript(watchReady(ready));
  await context.addInitScript(() => {
    const vitals = { lcp: 0, lcpElement: '', longTasks: [] as [number, number][] };
    (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        vitals.lcp = entry.startTime;
        const element = (entry as PerformanceEntry & { element: Element | null }).element;
        const text = (element?.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        vitals.lcpElement = element
          ? `<${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}> "${text}"`
          : '(removed)';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) vitals.longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector(ready, { timeout: 60_000 });
  // Quiet time after the page is usable, so late long tasks and a late LCP candidate are counted.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const { lcp, lcpElement, longTasks } = (
      window as unknown as { __vitals: { lcp: number; lcpElement: string; longTasks: [number, number][] } }
    ).__vitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const navigation = performance.getEntriesByType('navigation')[0] as
      | PerformanceNavigationTiming
      | undefined;
    const tbt = longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return {
      ttfb: navigation?.responseStart ?? Number.NaN,
      fcp,
      lcp,
      tbt,
      lcpElement,
      ready: (window as unknown as { __readyAt?: number }).__readyAt ?? Number.NaN,
      landedOn: location.pathname,
    };
  });
  await context.close();
  return result;
}
