import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { buildManifestPlugin } from './build-manifest-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { ssrBuildPlugin, ssrEntry } from './ssr-build-plugin.ts';

// A timestamp plus randomness: unique per build, sortable by eye when reading a manifest.
const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

export default defineConfig(({ command, isSsrBuild }) => {
  const define = { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev') };
  // The server's render of the first paint (src/entry-server.tsx), built by ssrBuildPlugin after the browser's build
  // into dist/ssr: one self-contained module for Node (its libraries bundled in), read by apps/server.
  if (isSsrBuild) {
    return {
      plugins: [react()],
      define,
      ssr: { noExternal: true, target: 'node' },
      build: { ssr: ssrEntry, emptyOutDir: false, copyPublicDir: false, minify: false },
    };
  }
  return clientConfig(define);
});

function clientConfig(define: Record<string, string>): UserConfig {
  return {
    plugins: [react(), tailwindcss(), buildManifestPlugin(buildId), precompressPlugin(), ssrBuildPlugin()],
    define,
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      assetsDir: 'assets',
      // Every browser the portal supports preloads modules natively; the polyfill would only add to the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Libraries in chunks of their own: a deploy that changes only our code leaves them cached
          // (assets are immutable), and the route chunks stay just our code.
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'router',
                test: /node_modules[\\/]@tanstack[\\/](react-router|router-core|history|store|react-store)[\\/]/,
              },
              // TanStack Query apart from the router: /login runs without it (src/query-runtime.tsx). Its context
              // module stays in the entry, which provides the client once it is loaded.
              {
                name: 'query',
                test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!.*QueryClientProvider\.js$)/,
                // Else the context module would follow the hooks that import it into this chunk.
                includeDependenciesRecursively: false,
              },
              { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            ],
          },
        },
      },
    },
  };
}
