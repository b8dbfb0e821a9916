// bench/web: what a browser downloads and how soon it paints, on the portal as deployed: `npm run build`'s web app and
// compiled server, NODE_ENV=production, the embedded database with the demo seed and a full joint fact-find.
// (1) The JavaScript and CSS Chromium transferred (resource timing's encodedBodySize, as the server sent them) for
// every page of the client's and adviser's workspace, split at the moment the page itself is there.
// (2) First Contentful Paint, Largest Contentful Paint and Total Blocking Time of /login, / and /fact-find under 4× CPU
// throttling, a fresh browser context per load, for a first visit (no cookies, no storage) and a returning client
// (the session and the workspace hint, docs/decisions/015-signed-in-first-paint.md), each series on a freshly started
// server: its first page load reported apart (cold), then the page warm beside its reference, the same page's
// rendered HTML and CSS served as a static file (no JavaScript), in alternating order.
// Loopback only; every wait is bounded.
//   npm run bench:web -- [rounds=3] [--dist <built dir>] [--bytes-only]     (BENCH_UNPINNED=1: no taskset;
//   BENCH_PAGES=login,home,fact-find: the paint series of those pages only)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceHintCookie } from '@atrium/domain/session/workspace-hint';
import { chromium } from 'playwright-core';
import { fullJointFactFindUpdates } from '../lib/full-fact-find.ts';
import { machineInfo, pinSelf, writeResults } from '../lib/machine.ts';
import { startPortal } from '../lib/portal.ts';
import { fmt, median, ratioSummary } from '../lib/stats.ts';
import {
  asOfNow,
  type PageBytes,
  pageBytes,
  paintTimings,
  type StorageState,
  type Vitals,
} from './measure.ts';

const args = process.argv.slice(2);
const distFlag = args.indexOf('--dist');
const givenDist = distFlag >= 0 ? args[distFlag + 1] : undefined;
// --bytes-only: the bytes as received, without the paint timings (which take most of the run).
const bytesOnly = args.includes('--bytes-only');
const positional = args.filter((arg, i) => i !== distFlag && i !== distFlag + 1 && arg !== '--bytes-only');
const rounds = Math.max(3, Number(positional[0] ?? 3));
const port = Number(process.env.BENCH_PORT ?? 3781);
const referencePort = port + 1;
const throttle = 4;
const targets = { loginJsTransferred: 120_000, pageJsTransferred: 200_000, lcpMs: 1500 };
const demo = { email: 'client@example.com', password: 'atrium-demo-password' };
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = fileURLToPath(new URL('../../', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'atrium-bench-web-'));

// The deploy's build (the web app and the compiled server), unless an existing web build is named.
if (!givenDist) {
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (built.status !== 0) throw new Error('npm run build failed');
}
const dist = givenDist ? resolve(givenDist) : join(root, 'apps/web/dist');

// BENCH_UNPINNED=1: server, bench and Chromium wherever the OS puts them (as a shared machine runs them).
const isPinned = process.env.BENCH_UNPINNED !== '1';
pinSelf(isPinned ? '0' : null);
const appKey = randomBytes(32).toString('base64');
const template = join(work, 'template');
const serve = (dataDir: string, seed: boolean) =>
  startPortal({
    port,
    cpus: isPinned ? '1' : null,
    env: {
      NODE_ENV: 'production',
      APP_KEY: appKey,
      SEED_DEMO: String(seed),
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dist,
      // The run outlasts the default idle timeout; the sessions signed in below serve every series.
      SESSION_IDLE_MINUTES: String(24 * 60),
    },
  });

// The data every series starts from: the demo seed and the demo client's joint fact-find, every field answered
// through the API as the browser would save it.
const prepared = await serve(template, true);
async function api<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${prepared.url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const login = await api<{ token: string; user: { client: { id: number } | null } }>('/api/login', {
  method: 'POST',
  body: demo,
});
const clientId = login.user.client?.id;
if (!clientId) throw new Error(`${demo.email} is not a client`);
await api(`/api/clients/${clientId}/portal/changes/start`, { method: 'POST', token: login.token });
const saves = fullJointFactFindUpdates();
for (const body of saves)
  await api(`/api/clients/${clientId}/portal/changes/update`, { method: 'PUT', token: login.token, body });

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
// A returning person's browser: the session in localStorage and the workspace hint the signed-in page leaves.
async function signIn(email: string): Promise<StorageState> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${prepared.url}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(demo.password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), workspaceHintCookie);
  const state = await context.storageState();
  await context.close();
  return state;
}
const signedIn = { client: await signIn(demo.email), adviser: await signIn('adviser@example.com') };

// The page itself, not the server-drawn frame of a signed-in page (apps/web/src/entry-server.tsx), whose outermost
// element is aria-busy and which may already show the page's heading; for the login page, the form once hydrated.
const drawn = '#root > :not([aria-busy="true"])';
const hydratedLogin = 'form[data-hydrated="true"]';

// (1) Bytes: every page of both workspaces loaded once on the warm server.
const bytePages: { path: string; as: 'anonymous' | 'client' | 'adviser' }[] = [
  { path: '/login', as: 'anonymous' },
  ...['/', '/fact-find', '/fact-find/review', '/finances', '/messages', '/documents', '/calendar'].map(
    (path) => ({
      path,
      as: 'client' as const,
    }),
  ),
  { path: '/portfolio', as: 'client' },
  { path: '/profile', as: 'client' },
  ...['/adviser', '/adviser/clients', '/adviser/messages', '/adviser/templates'].map((path) => ({
    path,
    as: 'adviser' as const,
  })),
];
const bytes: Record<string, PageBytes> = {};
for (const { path, as } of bytePages) {
  const ready = as === 'anonymous' ? hydratedLogin : `${drawn} :is(main h1, main h2, main form)`;
  bytes[path] = await pageBytes(
    browser,
    `${prepared.url}${path}`,
    ready,
    as === 'anonymous' ? undefined : signedIn[as],
  );
}
console.log(
  `bench/web: ${rounds} rounds, CPU throttled ${throttle}×, cold cache, ${isPinned ? 'pinned (server CPU 1, Chromium CPU 0)' : 'unpinned'}, Node ${process.version}, load ${machineInfo().loadAverage.join(' ')}`,
);
for (const [path, b] of Object.entries(bytes)) {
  const encodings = [...new Set(b.files.map((file) => file.encoding))].join('/');
  console.log(
    `transferred ${path.padEnd(20)} JS ${fmt.kb(b.jsByReady)} by ready, ${fmt.kb(b.js)} in all; CSS ${fmt.kb(b.css)} (${b.files.length} files, ${encodings})`,
  );
}
const loginJs = bytes['/login']?.jsByReady ?? Number.NaN;
const heaviest = Object.entries(bytes).sort(([, a], [, b]) => b.jsByReady - a.jsByReady)[0] ?? [
  'none',
  { jsByReady: Number.NaN },
];
const bytesVerdict =
  `/login JS by ready ${fmt.kb(loginJs)} ≤ ${fmt.kb(targets.loginJsTransferred)} ${loginJs <= targets.loginJsTransferred ? 'met' : 'NOT met'}; ` +
  `every page ≤ ${fmt.kb(targets.pageJsTransferred)}: heaviest ${heaviest[0]} ${fmt.kb(heaviest[1].jsByReady)} ${heaviest[1].jsByReady <= targets.pageJsTransferred ? 'met' : 'NOT met'}`;
const machine = machineInfo();
const finish = async (results: Record<string, unknown>) => {
  const path = writeResults('web', { machine, ...results });
  console.log(`results: ${path}`);
  await browser.close();
  await prepared.stop();
  rmSync(work, { recursive: true, force: true });
};
if (bytesOnly) {
  console.log(`targets: ${bytesVerdict}`);
  await finish({
    command: 'npm run bench:web -- --bytes-only',
    settings: { bytesOnly, pinned: isPinned, factFindSaves: saves.length },
    bytes,
    targets,
  });
  process.exit(0);
}

// (2) Paint. What each (page, visitor) ends on and when it is ready.
type PageName = 'login' | 'home' | 'fact-find';
type Visitor = 'first' | 'returning';
const paintPages: Record<PageName, { path: string; returningReady: string }> = {
  // A signed-in browser opening /login is sent home (routes/guards.ts requireGuest).
  login: { path: '/login', returningReady: `${drawn} main h1` },
  home: { path: '/', returningReady: `${drawn} main h1` },
  'fact-find': { path: '/fact-find', returningReady: `${drawn} main input` },
};
// BENCH_PAGES=fact-find,home: only those pages' paint series (all three by default).
const pageNames = (Object.keys(paintPages) as PageName[]).filter(
  (page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page),
);
const visitors: Visitor[] = ['first', 'returning'];
// A first visit of every page ends on the login page (routes/guards.ts), hydrated.
const readyOf = (page: PageName, visitor: Visitor) =>
  visitor === 'first' ? hydratedLogin : paintPages[page].returningReady;
const stateOf = (visitor: Visitor) => (visitor === 'returning' ? signedIn.client : undefined);

// The reference: each (page, visitor)'s rendered page as its visitor ends with it, without a line of script.
const snapshots = new Map<string, string>();
for (const page of pageNames) {
  for (const visitor of visitors) {
    const state = stateOf(visitor);
    const context = await browser.newContext(state ? { storageState: asOfNow(state) } : {});
    const tab = await context.newPage();
    await tab.goto(`${prepared.url}${paintPages[page].path}`, { waitUntil: 'networkidle' });
    await tab.waitForSelector(readyOf(page, visitor), { timeout: 30_000 });
    await tab.waitForLoadState('networkidle');
    snapshots.set(
      `${page} ${visitor}`,
      await tab.evaluate(() => {
        const copy = document.documentElement.cloneNode(true) as HTMLElement;
        for (const node of copy.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
        return `<!doctype html>\n${copy.outerHTML}`;
      }),
    );
    await context.close();
  }
}
await prepared.stop();

const types: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const reference = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  const snapshot = snapshots.get(url.searchParams.get('snapshot') ?? '');
  if (snapshot) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(snapshot);
    return;
  }
  const file = normalize(join(dist, url.pathname));
  if (!file.startsWith(dist)) return void response.writeHead(404).end();
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((done) => reference.listen(referencePort, '127.0.0.1', done));

type Series = { cold: Vitals[]; warm: Vitals[]; static: Vitals[] };
const all = new Map<string, Series>();
for (const page of pageNames)
  for (const visitor of visitors) all.set(`${page} ${visitor}`, { cold: [], warm: [], static: [] });
const show = (v: Vitals) =>
  `TTFB ${fmt.ms(v.ttfb)}  FCP ${fmt.ms(v.fcp)}  LCP ${fmt.ms(v.lcp)}  TBT ${fmt.ms(v.tbt)}  ready ${fmt.ms(v.ready)}  ${v.landedOn} ${v.lcpElement}`;
let seriesCount = 0;
for (let round = 1; round <= rounds; round++) {
  for (const page of pageNames) {
    for (const visitor of round % 2 === 1 ? visitors : [...visitors].reverse()) {
      // A fresh server per series, on its own copy of the prepared data: its first page load is a cold server's.
      const dataDir = join(work, `series-${++seriesCount}`);
      cpSync(template, dataDir, { recursive: true });
      const portal = await serve(dataDir, false);
      const key = `${page} ${visitor}`;
      const series = all.get(key) as Series;
      const options = { state: stateOf(visitor), throttle };
      const atrium = `${portal.url}${paintPages[page].path}`;
      const cold = await paintTimings(browser, atrium, readyOf(page, visitor), options);
      series.cold.push(cold);
      console.log(`round ${round} ${key.padEnd(20)} cold   ${show(cold)}`);
      const order = round % 2 === 1 ? (['warm', 'static'] as const) : (['static', 'warm'] as const);
      for (const kind of order) {
        const url =
          kind === 'warm'
            ? atrium
            : `http://127.0.0.1:${referencePort}${paintPages[page].path}?snapshot=${encodeURIComponent(key)}`;
        // The reference has no script: its page is there when it has painted.
        const vitals = await paintTimings(
          browser,
          url,
          kind === 'warm' ? readyOf(page, visitor) : 'body',
          options,
        );
        series[kind].push(vitals);
        console.log(`round ${round} ${key.padEnd(20)} ${kind.padEnd(6)} ${show(vitals)}`);
      }
      await portal.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
reference.close();

const medians = (runs: Vitals[]) => ({
  ttfb: median(runs.map((v) => v.ttfb)),
  fcp: median(runs.map((v) => v.fcp)),
  lcp: median(runs.map((v) => v.lcp)),
  tbt: median(runs.map((v) => v.tbt)),
  ready: median(runs.map((v) => v.ready)),
  lcpElement: runs.at(-1)?.lcpElement ?? '',
  landedOn: runs.at(-1)?.landedOn ?? '',
});
const summary = Object.fromEntries(
  [...all].map(([key, series]) => [
    key,
    {
      cold: medians(series.cold),
      warm: medians(series.warm),
      static: medians(series.static),
      lcpRatio: ratioSummary(series.warm.map((v, i) => v.lcp / (series.static[i]?.lcp ?? Number.NaN))),
    },
  ]),
);
for (const [key, s] of Object.entries(summary)) {
  console.log(
    `${key.padEnd(20)} LCP warm ${fmt.ms(s.warm.lcp)}, cold server ${fmt.ms(s.cold.lcp)}, static ${fmt.ms(s.static.lcp)}; ` +
      `ratio warm/static ${fmt.ratio(s.lcpRatio.median)} (${fmt.spread(s.lcpRatio)}); FCP ${fmt.ms(s.warm.fcp)}, ` +
      `TBT ${fmt.ms(s.warm.tbt)}, ready ${fmt.ms(s.warm.ready)}, TTFB warm ${fmt.ms(s.warm.ttfb)} cold ${fmt.ms(s.cold.ttfb)}; LCP element ${s.warm.lcpElement}`,
  );
}
const lcpVerdict = Object.entries(summary)
  .map(
    ([key, s]) =>
      `${key} ${s.warm.lcp <= targets.lcpMs ? 'met' : 'NOT met'}${s.cold.lcp <= targets.lcpMs ? '' : ' (cold server NOT met)'}`,
  )
  .join(', ');
console.log(`targets: ${bytesVerdict}; LCP ≤ ${targets.lcpMs} ms: ${lcpVerdict}`);
console.log(`load average at the end: ${machineInfo().loadAverage.join(' ')}`);
await finish({
  command: `npm run bench:web -- ${rounds}`,
  settings: { rounds, throttle, coldCache: true, pinned: isPinned, factFindSaves: saves.length },
  loadAverageAtEnd: machineInfo().loadAverage,
  bytes,
  rounds: Object.fromEntries(all),
  summary,
  targets,
});
