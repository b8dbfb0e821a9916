// Runs the journeys: builds the web app once, then Playwright with one worker per portal (see portals.ts),
// two on a machine with two or more cores, so two browsers work side by side on separate databases. With
// arguments (e.g. one spec file) one portal is enough. E2E_PORTALS overrides the count.
import { spawn, spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const args = process.argv.slice(2);
const portals = process.env.E2E_PORTALS ?? String(args.length > 0 ? 1 : Math.min(2, availableParallelism()));

// Built before any portal starts, so parallel `npm start`s never build into one folder.
const build = spawnSync('node', [join(root, 'scripts/build-if-needed.mjs')], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const child = spawn('npx', ['playwright', 'test', ...args], {
  cwd: here,
  env: { ...process.env, E2E_PORTALS: portals },
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('close', (code) => process.exit(code ?? 1));
