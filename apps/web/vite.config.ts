import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { buildManifestPlugin } from './build-manifest-plugin.ts';
import { fontPreloadPlugin } from './font-preload-plugin.ts';
import { precompressPlugin } from './precompress-plugin.ts';
import { ssrBuildPlugin, ssrEntry } from './ssr-build-plugin.ts';

// A timestamp plus randomness: unique per build, sortable by eye when reading a manifest.
const buildId = `${new Date().toISOString().replace(/[-:.TZ]/g, '')}-${Math.random().toString(36).slice(2, 8)}`;

const webDir = dirname(fileURLToPath(import.meta.url));

// The route tree (src/routes/route-tree.ts: which file is which route) and the router's automatic code splitting
// (docs/decisions/014-automatic-code-splitting.md): it writes src/routes/routeTree.gen.ts, committed (tsc and the tests
// read it) and rewritten only when the tree changes, and moves each route's loader and components (and what only they
// import) into chunks of their own, loaded when the route is (docs/decisions/016-loaders-split-with-their-page.md).
// vitest.config.ts uses it too.
export function routerPlugin({ codeSplitting = true }: { codeSplitting?: boolean } = {}) {
  return tanstackRouter({
    target: 'react',
    routesDirectory: join(webDir, 'src/routes'),
    // Read relative to the Vite root (this folder).
    virtualRouteConfig: 'src/routes/route-tree.ts',
    generatedRouteTree: join(webDir, 'src/routes/routeTree.gen.ts'),
    addExtensions: true,
    quoteStyle: 'single',
    semicolons: true,
    disableLogging: true,
    // Its scratch files, out of the source tree.
    tmpDir: join(webDir, 'node_modules/.tanstack-router'),
    autoCodeSplitting: codeSplitting,
    // The plugin's default groups plus the loader, in a chunk of its own: it imports the page's queries statically.
    codeSplittingOptions: {
      defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
    },
  });
}

export default defineConfig(({ command, isSsrBuild }) => {
  const define = { __BUILD_ID__: JSON.stringify(command === 'build' ? buildId : 'dev') };
  // The server's render of the first paint (src/entry-server.tsx), built by ssrBuildPlugin after the browser's build
  // into dist/ssr: one self-contained module for Node (its libraries bundled in), read by apps/server.
  if (isSsrBuild) {
    return {
      // One module for Node: nothing split off (the server renders only the pages ssrBuildPlugin's caller asks for).
      plugins: [routerPlugin({ codeSplitting: false }), react()],
      define,
      ssr: { noExternal: true, target: 'node' },
      build: { ssr: ssrEntry, emptyOutDir: false, copyPublicDir: false, minify: false },
    };
  }
  return clientConfig(define);
});

// The codeSplitting groups below, whose chunks keep their names (a group's chunk has no facade module; the chunk of
// an import() of a module named like one, @hookform/resolvers/zod, does).
const libraryChunks = new Set(['react', 'router', 'query', 'zod']);

function clientConfig(define: Record<string, string>): UserConfig {
  return {
    plugins: [
      // Before react(): the router's plugin must see the route files as written.
      routerPlugin(),
      react(),
      tailwindcss(),
      zodWithoutJsonSchema(),
      entryLoadedPlugin(),
      buildManifestPlugin(buildId),
      fontPreloadPlugin(),
      precompressPlugin(),
      ssrBuildPlugin(),
    ],
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
      // What each import() preloads leaves out what the entry loaded already (entryPreloadedPlugin).
      modulePreload: { polyfill: false, resolveDependencies: (_file, deps) => withoutEntryLoaded(deps) },
      rolldownOptions: {
        output: {
          // The app's own chunks by hash alone: Vite's table of what each import() preloads names every chunk, in the
          // entry that every page loads first (some 1.3 kB brotli of the /login page's 120 kB with the module names
          // in them, bench/README.md "web"). The libraries' chunks keep their group's name.
          chunkFileNames: (chunk) =>
            libraryChunks.has(chunk.name) && !chunk.facadeModuleId
              ? 'assets/[name]-[hash].js'
              : 'assets/c-[hash].js',
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
              // src/lib/get-query.ts (every page's GET queries) with it: a chunk of its own would cost each signed-in
              // page more bytes than its code (bench/README.md, "every page ≤ 200 kB").
              {
                name: 'query',
                test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/](?!.*QueryClientProvider\.js$)|src[\\/]lib[\\/]get-query\.ts$/,
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

// zod's classic API gives every schema a JSON Schema generator (`.toJSONSchema()`, `~standard.jsonSchema`), so its
// two modules are in the bundle whether called or not: about 17 kB minified (some 4 kB brotli) of zod's 93 kB, on
// every signed-in page. The browser never generates JSON Schema (nothing in src/ or packages/domain/src calls it),
// so in the browser's build those two modules are replaced by stubs that throw if called. Only
// `aggregateChecks` is kept, from the real module: a string schema's `.minLength`, `.maxLength` and `.format`
// read through it. Tests and the server's render use zod unchanged.
function zodWithoutJsonSchema(): Plugin {
  const coreDir = join(dirname(createRequire(import.meta.url).resolve('zod/package.json')), 'v4', 'core');
  const processors = join(coreDir, 'json-schema-processors.js');
  const generator = join(coreDir, 'to-json-schema.js');
  const realProcessors = `${processors}?real`;
  const stubOf = (realPath: string) => {
    const names = [...readFileSync(realPath, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)]
      .map((match) => match[1] ?? '')
      .filter((name) => name !== 'aggregateChecks');
    const keep =
      realPath === processors
        ? `export { aggregateChecks } from ${JSON.stringify(realProcessors)};\n`
        : `export { unavailable as process };\n`;
    return (
      `function unavailable() { throw new Error('JSON Schema output is not built into the web app (vite.config.ts)'); }\n` +
      keep +
      // The method factories run when a schema's `~standard` is read (TanStack Router reads it): they must return.
      names
        .map(
          (name) =>
            `export const ${name} = ${name.startsWith('create') ? '() => unavailable' : 'unavailable'};`,
        )
        .join('\n')
    );
  };
  return {
    name: 'atrium:zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (id === processors || id === generator) return stubOf(id);
      if (id === realProcessors) return readFileSync(processors, 'utf8');
      return null;
    },
  };
}

// The chunks the entry imports statically, directly or not: loaded before any import() of the app can run, so the
// list of files each import() preloads (Vite's table of them sits in the entry, on every page's first load) need not
// name them. Found from the bundle before Vite's own generateBundle writes those lists.
const entryLoaded = new Set<string>();
function withoutEntryLoaded(deps: string[]): string[] {
  return deps.filter((dep) => !entryLoaded.has(dep));
}
function entryLoadedPlugin(): Plugin {
  return {
    name: 'atrium:entry-loaded',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        entryLoaded.clear();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (chunk?.type !== 'chunk' || entryLoaded.has(fileName)) return;
          entryLoaded.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry) visit(chunk.fileName);
      },
    },
  };
}
