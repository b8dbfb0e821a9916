import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { firstPort, portalCount, portalUrl } from './portals.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Fresh embedded databases and ports of their own per run, so every journey starts from the demo seed and two
// runs on one machine don't collide. Workers inherit the ports through the environment (see portals.ts).
const portals = Array.from({ length: portalCount }, (_, index) => ({
  url: portalUrl(index),
  port: firstPort + index,
  dataDir:
    index === 0 && process.env.E2E_DATA_DIR
      ? process.env.E2E_DATA_DIR
      : mkdtempSync(join(tmpdir(), 'atrium-e2e-')),
}));

export const baseURL = portalUrl(0);

export default defineConfig({
  testDir: './journeys',
  outputDir: './.artifacts/results',
  // One worker per portal; files go to whichever worker is free, each file's journeys in order.
  fullyParallel: false,
  workers: portalCount,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (every action's DOM, network and console) without the screencast filmstrip:
    // recording it for every journey cost a fifth of the CPU (fact-find and portfolio journeys: 80 s with it, 63 s
    // without, Chromium, portal and runner together).
    // `npm run test:e2e -- journeys/x.spec.ts --trace retain-on-failure` records it too.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  // The portal exactly as the README starts it: `npm start` from the repository's root.
  webServer: portals.map((portal) => ({
    command: 'npm start',
    cwd: root,
    url: `${portal.url}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { PORT: String(portal.port), DATA_DIR: portal.dataDir, LOG_LEVEL: 'warn', APP_URL: portal.url },
  })),
});
