import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Text assets worth compressing; images and fonts are compressed formats already.
const compressible = /\.(js|mjs|css|svg|json|map|txt|webmanifest)$/;
// A compressed copy is sent with `Content-Encoding` and `Vary` headers (about 50 bytes): it is written only when it
// saves more than that. Route chunks of a few hundred bytes (icons, small modules) still shrink by 40 % or so.
const headerBytes = 64;

export type Compressed = { file: string; bytes: number; br: number; gzip: number };

// Both encodings at their strongest settings: done once per build, not per request. A copy that does not save more
// than its headers cost is not written, so the server falls back to the file itself.
export function compressAsset(source: Buffer): { br: Buffer; gzip: Buffer } {
  return {
    br: brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gzip: gzipSync(source, { level: 9 }),
  };
}

// Writes `name.br` and `name.gz` beside every hashed text asset of the build, which the server
// (apps/server/src/platform/web-app.ts, @fastify/static's preCompressed) sends by the request's Accept-Encoding.
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let log: (message: string) => void = () => {};
  return {
    name: 'atrium-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async writeBundle(_options, bundle) {
      const written: Compressed[] = [];
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.startsWith('assets/') || !compressible.test(fileName)) continue;
        const path = join(outDir, fileName);
        const source = await readFile(path);
        const { br, gzip } = compressAsset(source);
        if (br.length + headerBytes >= source.length) continue;
        await writeFile(`${path}.br`, br);
        if (gzip.length + headerBytes < source.length) await writeFile(`${path}.gz`, gzip);
        written.push({ file: fileName, bytes: source.length, br: br.length, gzip: gzip.length });
      }
      const total = written.reduce((sum, file) => sum + file.br, 0);
      log(`precompressed ${written.length} assets (brotli total ${(total / 1000).toFixed(1)} kB)`);
    },
  };
}
