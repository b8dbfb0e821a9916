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

// Runs `build` when `output` is missing or older than any of `sources`, saying which it did.
async function buildWhenOutdated({ name, doing, output, sources, build }) {
  if (!isOutdated(output, sources)) {
    console.log(`${name} is up to date; skipping the build.`);
    return;
  }
  console.log(doing);
  await build();
}

if (!serverOnly) {
  await buildWhenOutdated({
    name: 'Web app',
    doing: 'Building the web app…',
    output: 'apps/web/dist/build-manifest.json',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress-plugin.ts',
      'apps/web/package.json',
      'packages/domain/src',
    ],
    build: () => {
      const result = spawnSync('npm', ['run', 'build', '-w', '@atrium/web'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) process.exit(result.status ?? 1);
    },
  });
}

await buildWhenOutdated({
  name: 'Server',
  doing: 'Compiling the server…',
  output: 'apps/server/dist/main.js',
  sources: ['apps/server/src', 'apps/server/package.json', 'packages/domain/src', 'scripts/build-server.mjs'],
  build: buildServer,
});
