import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// Compiles the server when its sources changed since the last build (scripts/build-if-needed.mjs), once per run,
// before any file starts a server process from apps/server/dist.
export default function buildServer(): void {
  const root = fileURLToPath(new URL('../../../../', import.meta.url));
  const result = spawnSync(process.execPath, ['scripts/build-if-needed.mjs', '--server'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('compiling the server failed');
}
