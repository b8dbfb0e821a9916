// `npm start` builds what is missing or older than its sources — the web app (Vite) and the compiled server
// (scripts/build-server.mjs) — so a second start serves in seconds while a fresh clone still gets a complete
// build. `--server` builds only the server (the operator commands need nothing else).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverOnly = process.argv.includes('--server');
const force = process.env.FORCE_BUILD === 'true';

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

function isOutdated(output, sources) {
  const builtAt = existsSync(join(root, output)) ? statSync(join(root, output)).mtimeMs : 0;
  return force || builtAt <= Math.max(...sources.map((s) => newestMtime(join(root, s))));
}

if (!serverOnly) {
  const web = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/precompress-plugin.ts',
    'apps/web/package.json',
    'packages/domain/src',
  ];
  if (!isOutdated('apps/web/dist/build-manifest.json', web)) {
    console.log('Web app is up to date; skipping the build.');
  } else {
    console.log('Building the web app…');
    const result = spawnSync('npm', ['run', 'build', '-w', '@atrium/web'], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = [
  'apps/server/src',
  'apps/server/package.json',
  'packages/domain/src',
  'scripts/build-server.mjs',
];
if (!isOutdated('apps/server/dist/main.js', server)) {
  console.log('Server is up to date; skipping the build.');
} else {
  console.log('Compiling the server…');
  await buildServer();
}
