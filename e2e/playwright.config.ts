import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// A fresh embedded database and a port of its own per run, so every journey starts from the demo seed and
// two runs on one machine don't collide. Workers inherit both through the environment.
process.env.E2E_PORT ??= String(3100 + (process.pid % 800));
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'atrium-e2e-'));
const port = Number(process.env.E2E_PORT);

export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './journeys',
  outputDir: './.artifacts/results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
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
  webServer: {
    command: 'npm start',
    cwd: root,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR, LOG_LEVEL: 'warn', APP_URL: baseURL },
  },
});
