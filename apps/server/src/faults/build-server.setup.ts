import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Builds the web app and compiles the server when their sources changed since the last build
// (scripts/build-if-needed.mjs), once per run, before any file starts a server process from apps/server/dist (which
// serves apps/web/dist, as production does).
export default function buildServer(): void {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('building the web app or the server failed');
}
