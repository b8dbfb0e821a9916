import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { precompressPlugin } from './precompress-plugin.ts';

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

// Runs the plugin's two hooks as Vite would after writing a build into root/dist.
async function build(files: Record<string, string | Buffer>) {
  root = await mkdtemp(join(tmpdir(), 'atrium-precompress-'));
  await mkdir(join(root, 'dist', 'assets'), { recursive: true });
  for (const [name, body] of Object.entries(files)) await writeFile(join(root, 'dist', name), body);
  const plugin = precompressPlugin();
  const messages: string[] = [];
  const config = { root, build: { outDir: 'dist' }, logger: { info: (m: string) => messages.push(m) } };
  (plugin.configResolved as (c: unknown) => void)(config);
  const bundle = Object.fromEntries(Object.keys(files).map((name) => [name, {}]));
  await (plugin.writeBundle as (o: unknown, b: unknown) => Promise<void>).call({}, {}, bundle);
  return { assets: (await readdir(join(root, 'dist', 'assets'))).sort(), messages };
}

it('writes brotli and gzip copies beside each hashed text asset that decode to the same bytes', async () => {
  const script = `export const x = ${JSON.stringify('a'.repeat(4000))};\n`;
  const { assets, messages } = await build({
    'assets/index-abc.js': script,
    'assets/site-abc.css': 'b{}'.repeat(600),
  });
  expect(assets).toEqual([
    'index-abc.js',
    'index-abc.js.br',
    'index-abc.js.gz',
    'site-abc.css',
    'site-abc.css.br',
    'site-abc.css.gz',
  ]);
  const dir = join(root as string, 'dist', 'assets');
  expect(brotliDecompressSync(await readFile(join(dir, 'index-abc.js.br'))).toString()).toBe(script);
  expect(gunzipSync(await readFile(join(dir, 'index-abc.js.gz'))).toString()).toBe(script);
  expect(messages.join('')).toMatch(/precompressed 2 assets/);
});

it('leaves alone files outside assets/, tiny files, images and what would not get smaller', async () => {
  const random = randomBytes(4000);
  const { assets } = await build({
    'index.html': '<!doctype html>'.repeat(200),
    'assets/tiny-abc.js': 'export {};',
    'assets/logo-abc.png': random,
    'assets/noise-abc.json': random,
  });
  expect(assets).toEqual(['logo-abc.png', 'noise-abc.json', 'tiny-abc.js']);
});

it('compresses a small chunk (a few hundred bytes) when the copy saves more than its headers cost', async () => {
  const icon = `import{c as e}from"./createLucideIcon.js";const t=e("chevron-down",[["path",{d:"m6 9 6 6 6-6",key:"qrunsl"}]]);export{t as C};${'/*x*/'.repeat(60)}`;
  const { assets } = await build({ 'assets/chevron-down-abc.js': icon, 'assets/empty-abc.js': 'export{};' });
  expect(assets).toEqual([
    'chevron-down-abc.js',
    'chevron-down-abc.js.br',
    'chevron-down-abc.js.gz',
    'empty-abc.js',
  ]);
});
