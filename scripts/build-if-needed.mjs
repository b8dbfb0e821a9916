// `npm start` builds the web app only when its output is missing or older than its sources, so a
// second start serves in seconds while a fresh clone still gets a complete build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'apps/web/dist/build-manifest.json');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/package.json',
  'packages/domain/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));

if (builtAt > sourcesAt && process.env.FORCE_BUILD !== 'true') {
  console.log('Web app is up to date; skipping the build.');
} else {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@atrium/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
