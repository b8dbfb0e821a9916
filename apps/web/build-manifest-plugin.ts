import type { Plugin } from 'vite';

// The running app polls /build-manifest.json and reloads when the id differs from its own.
// The same id is compiled into the bundle (as __BUILD_ID__) and written to the manifest, so "the build
// loaded at start" is the code actually running, not whatever the manifest said when the page opened.
export function buildManifestPlugin(buildId: string): Plugin {
  return {
    name: 'atrium-build-manifest',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-manifest.json',
        source: `${JSON.stringify({ buildId })}\n`,
      });
    },
  };
}
