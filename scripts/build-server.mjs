// Compiles the server to JavaScript once, at build, so production runs plain `node` with no TypeScript loader
// (docs/decisions/009-compiled-server-and-node-24.md). esbuild bundles our own code (the server and
// @atrium/domain, whose package exports point at .ts sources) and leaves every npm package as an import,
// resolved from node_modules at run time as before.
//   node scripts/build-server.mjs
import { cpSync, existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');
export const serverOutDir = join(root, 'apps/server/dist');

// The commands operators run: the server and the three scripts of the README.
const entryPoints = {
  main: join(src, 'main.ts'),
  'import-price-paid': join(src, 'scripts/import-price-paid.ts'),
  'firm-create': join(src, 'scripts/firm-create.ts'),
  'data-rights-purge': join(src, 'scripts/data-rights-purge.ts'),
};

// Files the code reads beside itself through `new URL('./…', import.meta.url)`. Every chunk is written flat into
// the output folder, so each of these is copied there under the same relative name.
const besideTheCode = [
  ['db/migrations', 'migrations'],
  ['features/account/common-passwords.txt', 'common-passwords.txt'],
  ['features/firm/default-logo.svg', 'default-logo.svg'],
];

const ownPackages = /^@atrium\//;

// The build writes into a fresh folder beside dist and swaps it in by renaming, so a server starting during a
// build finds either the whole old output or the whole new one, never a folder half removed or half written.
export async function buildServer() {
  const building = `${serverOutDir}.building-${process.pid}`;
  const previous = `${serverOutDir}.previous-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  try {
    await compileInto(building);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    throw error;
  }
  if (existsSync(serverOutDir)) renameSync(serverOutDir, previous);
  renameSync(building, serverOutDir);
  rmSync(previous, { recursive: true, force: true });
}

async function compileInto(outdir) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  await build({
    entryPoints,
    outdir,
    entryNames: '[name]',
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    // Stack traces in logs name the TypeScript file and line.
    sourcesContent: false,
    logLevel: 'warning',
    banner: {
      js: `// Atrium ${version ?? ''}: compiled by scripts/build-server.mjs; edit apps/server/src instead.`,
    },
    plugins: [
      {
        name: 'npm-packages-stay-external',
        setup(esbuild) {
          esbuild.onResolve({ filter: /^[^./]/ }, (args) =>
            ownPackages.test(args.path) || args.path.startsWith('node:') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  for (const [from, to] of besideTheCode) cpSync(join(src, from), join(outdir, to), { recursive: true });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server compiled into apps/server/dist in ${Date.now() - started} ms.`);
}
