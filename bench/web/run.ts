// bench/web: what a browser downloads and how soon it paints. (1) The JavaScript and CSS Chromium transferred
// (resource timing's encodedBodySize, as the server sent them) for every page of the client's and adviser's
// workspace, signed in as the demo users, with a full joint fact-find. (2) First Contentful Paint, Largest Contentful Paint and Total Blocking Time in Chromium under
// 4× CPU throttling, cold cache, for each page beside its reference: the same page's rendered HTML and CSS
// served as a static file (no JavaScript) — the fastest that page could paint on this machine at this moment.
// A and B alternate for every round. Loopback only; every wait is bounded.
//   npm run bench:web -- [rounds=3] [--dist <built dir>] [--bytes-only]     (BENCH_UNPINNED=1: no taskset)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { workspaceHintCookie } from '@atrium/domain/session/workspace-hint';
import { type BrowserContext, chromium } from 'playwright-core';
import { fullJointFactFindUpdates } from '../lib/full-fact-find.ts';
import { machineInfo, pinSelf, writeResults } from '../lib/machine.ts';
import { startPortal } from '../lib/portal.ts';
import { fmt, median, ratioSummary } from '../lib/stats.ts';

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

const webDir = fileURLToPath(new URL('../../apps/web/', import.meta.url));
const work = await mkdtemp(join(tmpdir(), 'atrium-bench-web-'));

function build(): string {
  const outDir = join(work, 'dist');
  const vite = join(
    dirname(createRequire(join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin/vite.js',
  );
  // Into a directory of its own: apps/web/dist is shared with the e2e runs.
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir'], {
    cwd: webDir,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return outDir;
}

const dist = givenDist ?? build();
// BENCH_UNPINNED=1: server, bench and Chromium wherever the OS puts them (as a shared machine runs them).
const isPinned = process.env.BENCH_UNPINNED !== '1';
pinSelf(isPinned ? '0' : null);
const portal = await startPortal({
  port,
  cpus: isPinned ? '1' : null,
  env: {
    NODE_ENV: 'production',
    APP_KEY: randomBytes(32).toString('base64'),
    SEED_DEMO: 'true',
    DATA_DIR: join(work, 'data'),
    WEB_DIST_DIR: dist,
  },
});
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});

type Page = 'login' | 'home' | 'fact-find';
// ready: the page itself is there, not the server-rendered frame of a signed-in page (apps/web/src/entry-server.tsx),
// whose outermost element is aria-busy and which may already show the page's heading (docs/decisions/015-…).
const drawn = '#root > :not([aria-busy="true"])';
const pages: Record<Page, { path: string; ready: string; signedIn: boolean }> = {
  login: { path: '/login', ready: 'input[type="email"]', signedIn: false },
  home: { path: '/', ready: `${drawn} main h1`, signedIn: true },
  'fact-find': { path: '/fact-find', ready: `${drawn} main input`, signedIn: true },
};

async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${portal.url}${path}`, {
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

// The demo client's joint fact-find, every field answered through the API as the browser would save it.
async function fillFactFind(): Promise<number> {
  const login = await api<{ token: string; user: { client: { id: number } | null } }>('/api/login', {
    method: 'POST',
    body: demo,
  });
  const clientId = login.user.client?.id;
  if (!clientId) throw new Error(`${demo.email} is not a client`);
  await api(`/api/clients/${clientId}/portal/changes/start`, { method: 'POST', token: login.token });
  const requests = fullJointFactFindUpdates();
  for (const body of requests) {
    await api(`/api/clients/${clientId}/portal/changes/update`, { method: 'PUT', token: login.token, body });
  }
  return requests.length;
}

const saves = await fillFactFind();
type SignedIn = Awaited<ReturnType<BrowserContext['storageState']>>;
async function signIn(email: string): Promise<SignedIn> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${portal.url}/login`);
  await page.getByLabel(/email/i).fill(email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(demo.password);
  await page.getByRole('button', { name: /log in|sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  // A returning person's browser also keeps the workspace hint the signed-in page leaves (ADR 015).
  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), workspaceHintCookie);
  const state = await context.storageState();
  await context.close();
  return state;
}
const signedIn = await signIn(demo.email);
const adviserSignedIn = await signIn('adviser@example.com');

async function newContext(which: Page) {
  return browser.newContext(pages[which].signedIn ? { storageState: signedIn } : {});
}

// (1) What each page costs as the browser receives it: the JavaScript and CSS Chromium transferred until the
// network was idle, read from resource timing (encodedBodySize: the body as sent, after Content-Encoding), with
// the encoding each file came in. Every page of the client's and the adviser's workspace is loaded once.
type Transfer = { path: string; encoded: number; decoded: number; encoding: string };
type PageBytes = { js: number; css: number; files: Transfer[] };
const bytePages: { path: string; as: 'anonymous' | 'client' | 'adviser' }[] = [
  { path: '/login', as: 'anonymous' },
  { path: '/', as: 'client' },
  { path: '/fact-find', as: 'client' },
  { path: '/fact-find/review', as: 'client' },
  { path: '/finances', as: 'client' },
  { path: '/messages', as: 'client' },
  { path: '/documents', as: 'client' },
  { path: '/calendar', as: 'client' },
  { path: '/portfolio', as: 'client' },
  { path: '/profile', as: 'client' },
  { path: '/adviser', as: 'adviser' },
  { path: '/adviser/clients', as: 'adviser' },
  { path: '/adviser/messages', as: 'adviser' },
  { path: '/adviser/templates', as: 'adviser' },
];
const bytes: Record<string, PageBytes> = {};
for (const { path, as } of bytePages) {
  const context = await browser.newContext(
    as === 'client' ? { storageState: signedIn } : as === 'adviser' ? { storageState: adviserSignedIn } : {},
  );
  const page = await context.newPage();
  const encodings = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/'))
      encodings.set(url.pathname, response.headers()['content-encoding'] ?? 'none');
  });
  await page.goto(`${portal.url}${path}`, { waitUntil: 'networkidle', timeout: 60_000 });
  await page.waitForSelector('main h1, main h2, form', { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const entries = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => {
      const timing = entry as PerformanceResourceTiming;
      return { url: timing.name, encoded: timing.encodedBodySize, decoded: timing.decodedBodySize };
    }),
  );
  const result: PageBytes = { js: 0, css: 0, files: [] };
  for (const entry of entries) {
    const file = new URL(entry.url).pathname;
    if (!file.startsWith('/assets/') || !/\.(js|css)$/.test(file)) continue;
    result.files.push({ path: file.slice(1), ...entry, encoding: encodings.get(file) ?? 'unknown' });
    if (file.endsWith('.js')) result.js += entry.encoded;
    else result.css += entry.encoded;
  }
  result.files.sort((a, b) => b.encoded - a.encoded);
  bytes[path] = result;
  await context.close();
}

// The reference for (2): what each measured page looks like once rendered, without a line of script.
const snapshots = {} as Record<Page, string>;
for (const which of Object.keys(pages) as Page[]) {
  const context = await newContext(which);
  const page = await context.newPage();
  await page.goto(`${portal.url}${pages[which].path}`, { waitUntil: 'networkidle' });
  await page.waitForSelector(pages[which].ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  snapshots[which] = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    for (const node of root.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
    return `<!doctype html>\n${root.outerHTML}`;
  });
  await context.close();
}

const types: Record<string, string> = {
  '.css': 'text/css',
  '.js': 'text/javascript',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const reference = createServer(async (request, response) => {
  const path = new URL(request.url ?? '/', 'http://x').pathname;
  const snapshot = (Object.keys(pages) as Page[]).find((which) => pages[which].path === path);
  if (snapshot) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(snapshots[snapshot]);
    return;
  }
  const file = normalize(join(dist, path));
  if (!file.startsWith(dist)) return void response.writeHead(404).end();
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise<void>((resolve) => reference.listen(referencePort, '127.0.0.1', resolve));

// (2) Paint timings, one cold load each: a fresh context (empty cache), CPU slowed 4× through CDP.
// lcpElement: what the largest paint was (tag, first class, text), so a figure says which element it timed.
// ready: when the page itself was there to use (its ready selector, read back from the page as soon as it matched).
type Vitals = { fcp: number; lcp: number; tbt: number; ready: number; lcpElement?: string };
async function measure(which: Page, kind: 'atrium' | 'static'): Promise<Vitals> {
  const context = await newContext(which);
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
  const origin = kind === 'atrium' ? portal.url : `http://127.0.0.1:${referencePort}`;
  await page.goto(`${origin}${pages[which].path}`, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForSelector(pages[which].ready, { timeout: 60_000 });
  const ready = await page.evaluate(() => performance.now());
  // Quiet time after the page is usable, so late long tasks and a late LCP candidate are counted.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const result = await page.evaluate(() => {
    const { lcp, lcpElement, longTasks } = (
      window as unknown as { __vitals: { lcp: number; lcpElement: string; longTasks: [number, number][] } }
    ).__vitals;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    // Lighthouse's definition, from FCP on: each long task's time beyond 50 ms.
    const tbt = longTasks
      .filter(([start]) => start >= fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    return { fcp, lcp, tbt, lcpElement };
  });
  await context.close();
  return { ...result, ready };
}

console.log(
  `bench/web: ${rounds} rounds, CPU throttled ${throttle}×, cold cache, ${isPinned ? 'pinned (server CPU 1, Chromium CPU 0)' : 'unpinned'}, Node ${process.version}`,
);
for (const [path, b] of Object.entries(bytes)) {
  const encodings = [...new Set(b.files.map((file) => file.encoding))].join('/');
  console.log(
    `transferred ${path.padEnd(20)} JS ${fmt.kb(b.js)}, CSS ${fmt.kb(b.css)} (${b.files.length} files, ${encodings})`,
  );
}

if (bytesOnly) {
  const heaviest = Object.entries(bytes).sort(([, a], [, b]) => b.js - a.js)[0] ?? [
    'none',
    { js: Number.NaN },
  ];
  console.log(
    `targets: /login JS transferred ${fmt.kb(bytes['/login']?.js ?? Number.NaN)} ≤ ${fmt.kb(targets.loginJsTransferred)}; ` +
      `every page ≤ ${fmt.kb(targets.pageJsTransferred)}: heaviest ${heaviest[0]} ${fmt.kb(heaviest[1].js)} ${heaviest[1].js <= targets.pageJsTransferred ? 'met' : 'NOT met'}`,
  );
  const path = writeResults('web', {
    machine: machineInfo(),
    command: `npm run bench:web -- --bytes-only`,
    settings: { bytesOnly, pinned: isPinned, factFindSaves: saves },
    bytes,
    targets,
  });
  console.log(`results: ${path}`);
  await browser.close();
  reference.close();
  await portal.stop();
  await rm(givenDist ? join(work, 'data') : work, { recursive: true, force: true });
  process.exit(0);
}

const all: Record<Page, Record<'atrium' | 'static', Vitals[]>> = {
  login: { atrium: [], static: [] },
  home: { atrium: [], static: [] },
  'fact-find': { atrium: [], static: [] },
};
const show = (v: Vitals) =>
  `FCP ${fmt.ms(v.fcp)}  LCP ${fmt.ms(v.lcp)}  TBT ${fmt.ms(v.tbt)}  ready ${fmt.ms(v.ready)}${v.lcpElement ? `  LCP element ${v.lcpElement}` : ''}`;
for (let round = 1; round <= rounds; round++) {
  const order: ('atrium' | 'static')[] = round % 2 === 1 ? ['atrium', 'static'] : ['static', 'atrium'];
  for (const which of Object.keys(pages) as Page[]) {
    for (const kind of order) {
      const vitals = await measure(which, kind);
      all[which][kind].push(vitals);
      console.log(`round ${round} ${pages[which].path.padEnd(11)} ${kind.padEnd(6)} ${show(vitals)}`);
    }
  }
}

const summary = Object.fromEntries(
  (Object.keys(pages) as Page[]).map((which) => {
    const pick = (kind: 'atrium' | 'static', key: 'fcp' | 'lcp' | 'tbt' | 'ready') =>
      median(all[which][kind].map((v) => v[key]));
    const medians = (kind: 'atrium' | 'static') => ({
      fcp: pick(kind, 'fcp'),
      lcp: pick(kind, 'lcp'),
      tbt: pick(kind, 'tbt'),
      ready: pick(kind, 'ready'),
    });
    const lcpRatio = ratioSummary(
      all[which].atrium.map((v, i) => v.lcp / (all[which].static[i]?.lcp ?? Number.NaN)),
    );
    return [which, { atrium: medians('atrium'), static: medians('static'), lcpRatio }];
  }),
) as Record<Page, { atrium: Vitals; static: Vitals; lcpRatio: ReturnType<typeof ratioSummary> }>;

for (const which of Object.keys(pages) as Page[]) {
  const s = summary[which];
  console.log(`${pages[which].path} atrium (median): ${show(s.atrium)}`);
  console.log(`${pages[which].path} static (median): ${show(s.static)}`);
}
const loginJs = bytes['/login']?.js ?? Number.NaN;
const heaviest = Object.entries(bytes).sort(([, a], [, b]) => b.js - a.js)[0] ?? ['none', { js: Number.NaN }];
console.log(
  `targets: /login JS transferred ${fmt.kb(loginJs)} ≤ ${fmt.kb(targets.loginJsTransferred)} ${loginJs <= targets.loginJsTransferred ? 'met' : 'NOT met'}; ` +
    `every page ≤ ${fmt.kb(targets.pageJsTransferred)}: heaviest ${heaviest[0]} ${fmt.kb(heaviest[1].js)} ${heaviest[1].js <= targets.pageJsTransferred ? 'met' : 'NOT met'}; ` +
    `LCP ≤ ${targets.lcpMs} ms: ${(Object.keys(pages) as Page[])
      .map(
        (which) => `${pages[which].path} ${summary[which].atrium.lcp <= targets.lcpMs ? 'met' : 'NOT met'}`,
      )
      .join(', ')}`,
);

const path = writeResults('web', {
  machine: machineInfo(),
  command: `npm run bench:web -- ${rounds}`,
  settings: { rounds, throttle, coldCache: true, pinned: isPinned, factFindSaves: saves },
  bytes,
  rounds: all,
  summary,
  targets,
});
console.log(`results: ${path}`);
console.log(
  `ratio atrium/static LCP (${throttle}× CPU): ${(Object.keys(pages) as Page[])
    .map(
      (which) =>
        `${pages[which].path} ${fmt.ratio(summary[which].lcpRatio.median)} (${fmt.spread(summary[which].lcpRatio)})`,
    )
    .join(', ')}; ` + `/login JS transferred / target ${fmt.ratio(loginJs / targets.loginJsTransferred)}`,
);

await browser.close();
reference.close();
await portal.stop();
if (!givenDist) await rm(work, { recursive: true, force: true });
else await rm(join(work, 'data'), { recursive: true, force: true });
