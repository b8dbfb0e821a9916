import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { beforeAll } from 'vitest';
import { testConfig, useTempDir, useTestApp } from './build-test-app.ts';

type Files = Record<string, string | Uint8Array>;

async function writeFiles(root: string, files: Files) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

// The database and app of one test file serving a web build made for it (WEB_DIST_DIR): `dist` maps paths under
// dist/ to their contents; `beside` writes files next to dist/, for what must never be reachable through it. All in
// a directory of the file's own (useTempDir), removed after its tests. `get(url)` is a plain GET on the app.
export function useWebDistApp(prefix: string, dist: Files, beside: Files = {}) {
  const dir = useTempDir(prefix);
  beforeAll(async () => {
    await mkdir(join(dir.path, 'dist'), { recursive: true });
    await writeFiles(join(dir.path, 'dist'), dist);
    await writeFiles(dir.path, beside);
  });
  const { database, t } = useTestApp({ config: () => testConfig({ WEB_DIST_DIR: join(dir.path, 'dist') }) });
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  return { database, t, get };
}
