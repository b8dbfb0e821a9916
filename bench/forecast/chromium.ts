// bench/forecast in Chromium: the cases of cases.ts bundled by esbuild into a temp folder, served from 127.0.0.1,
// run in a Web Worker (where the portal runs its forecast, so typing never waits) and timed there with the worker's
// performance.now(). Each sample is a fresh worker: its first runs build the tax grids, as a browser's first
// forecast does; the warm runs follow in the same worker. The worker's start (new Worker to its first message:
// fetch, parse, compile of the bundle) is timed on the page.
// A slower device: CDP's Emulation.setCPUThrottlingRate slows a page's main thread only (Chromium answers
// "Operation is only supported for pages, not workers" on a worker's session), so the throttled figure runs the
// same bundle on a page's main thread at 4× and, as its reference, at 1×, each sample a fresh page.
// Pinned: Chromium started through `taskset -c 1` (every process it starts inherits the mask); unpinned: as is.
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { hasTaskset } from '../lib/machine.ts';
import type { ThreadMeasurement } from './cases.ts';

export type ChromiumMode = 'unpinned' | 'pinned';
export type ChromiumCase = 'worker' | 'page' | 'page4x';
export type ChromiumSample = ThreadMeasurement & { startMs: number | null };

type Options = { paths: number; samples: number; warmRuns: number; port: number; throttle: number };

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const entry = fileURLToPath(new URL('./browser-entry.ts', import.meta.url));

export async function measureInChromium(
  options: Options,
  onSample: (mode: ChromiumMode, which: ChromiumCase, sample: ChromiumSample) => void,
): Promise<{ chromium: string; modes: ChromiumMode[]; pinnedCpus: string | null }> {
  const work = await mkdtemp(join(tmpdir(), 'atrium-bench-forecast-'));
  const servers: ReturnType<typeof createServer>[] = [];
  const browsers: Browser[] = [];
  try {
    // Minified, as the portal's production build is.
    await build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      outfile: join(work, 'forecast.js'),
      logLevel: 'error',
    });
    const files: Record<string, { body: Buffer; type: string }> = {
      '/forecast.js': { body: await readFile(join(work, 'forecast.js')), type: 'text/javascript' },
      '/': {
        body: Buffer.from('<!doctype html><html lang="en"><title>bench/forecast</title></html>'),
        type: 'text/html; charset=utf-8',
      },
    };
    const server = createServer((request, response) => {
      const file = files[new URL(request.url ?? '/', 'http://127.0.0.1').pathname];
      if (!file) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
    });
    servers.push(server);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, '127.0.0.1', resolve);
    });
    const origin = `http://127.0.0.1:${options.port}`;

    const modes: ChromiumMode[] = hasTaskset() ? ['unpinned', 'pinned'] : ['unpinned'];
    const launched: Partial<Record<ChromiumMode, Browser>> = {};
    for (const mode of modes) {
      let executablePath = chromiumPath;
      if (mode === 'pinned') {
        executablePath = join(work, 'chromium-cpu1.sh');
        // $$ is Chromium's browser process once exec'd: its CPU list is read back below.
        await writeFile(
          executablePath,
          `#!/bin/sh\necho $$ > '${join(work, 'pinned.pid')}'\nexec taskset -c 1 '${chromiumPath}' "$@"\n`,
        );
        await chmod(executablePath, 0o755);
      }
      const browser = await chromium.launch({
        executablePath,
        args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
        timeout: 60_000,
      });
      browsers.push(browser);
      launched[mode] = browser;
    }
    const version = (browsers[0] as Browser).version();
    let pinnedCpus: string | null = null;
    if (launched.pinned) {
      const pid = (await readFile(join(work, 'pinned.pid'), 'utf8')).trim();
      const status = await readFile(`/proc/${pid}/status`, 'utf8');
      pinnedCpus = /^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? null;
      if (pinnedCpus !== '1') throw new Error(`pinned Chromium runs on CPUs ${pinnedCpus}, not 1`);
    }

    const inWorker = async (browser: Browser): Promise<ChromiumSample> => {
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/`);
        return await page.evaluate(
          ({ paths, warmRuns }) =>
            new Promise<ChromiumSample>((resolve, reject) => {
              const startedAt = performance.now();
              let startMs = 0;
              const worker = new Worker('/forecast.js');
              const timer = setTimeout(() => reject(new Error('worker: no answer in 120 s')), 120_000);
              worker.onerror = (event) => reject(new Error(`worker: ${event.message}`));
              worker.onmessage = (event: MessageEvent<ThreadMeasurement | 'ready'>) => {
                if (event.data === 'ready') {
                  startMs = performance.now() - startedAt;
                  worker.postMessage({ paths, warmRuns });
                  return;
                }
                clearTimeout(timer);
                worker.terminate();
                resolve({ ...event.data, startMs });
              };
            }),
          { paths: options.paths, warmRuns: options.warmRuns },
        );
      } finally {
        await page.close();
      }
    };
    const onPage = async (browser: Browser, rate: number): Promise<ChromiumSample> => {
      const page = await browser.newPage();
      try {
        await page.goto(`${origin}/`);
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        await page.addScriptTag({ url: '/forecast.js' });
        const measured = await page.evaluate(
          ({ paths, warmRuns }) => {
            const bench = (
              globalThis as { atriumForecastBench?: (p: number, w: number) => ThreadMeasurement }
            ).atriumForecastBench;
            if (!bench) throw new Error('forecast.js did not load');
            return bench(paths, warmRuns);
          },
          { paths: options.paths, warmRuns: options.warmRuns },
        );
        return { ...measured, startMs: null };
      } finally {
        await page.close();
      }
    };

    // Modes and cases alternate sample by sample (A B, B A, …) so the machine's noise falls on all of them.
    const cases: ChromiumCase[] = ['worker', 'page', 'page4x'];
    for (let sample = 1; sample <= options.samples; sample++) {
      const order = sample % 2 === 1 ? modes : [...modes].reverse();
      for (const mode of order) {
        const browser = launched[mode] as Browser;
        for (const which of sample % 2 === 1 ? cases : [...cases].reverse()) {
          const measured =
            which === 'worker'
              ? await inWorker(browser)
              : await onPage(browser, which === 'page4x' ? options.throttle : 1);
          onSample(mode, which, measured);
        }
      }
    }
    return { chromium: version, modes, pinnedCpus };
  } finally {
    for (const browser of browsers) await browser.close();
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await rm(work, { recursive: true, force: true });
  }
}
