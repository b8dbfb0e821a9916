import { join } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

// The module apps/server renders the first paint with (docs/decisions/013-first-paint-from-the-server.md).
export const ssrEntry = 'src/entry-server.tsx';
// Beside the browser's files, in a folder the server never serves (apps/server/src/platform/web-app.ts).
export const ssrDir = 'ssr';

// After the browser's build, the server's build of the same components into <outDir>/ssr, so one `vite build`
// (the bench's into a folder of its own too) always leaves the two side by side, from the same sources.
export function ssrBuildPlugin(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'atrium-ssr-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      await build({
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        ...(config.configFile ? { configFile: config.configFile } : {}),
        build: { ssr: ssrEntry, outDir: join(config.build.outDir, ssrDir) },
      });
    },
  };
}
