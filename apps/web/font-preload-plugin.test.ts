import { expect, it } from 'vitest';
import { fontPreloadPlugin } from './font-preload-plugin.ts';

type Handler = (html: string, context: { bundle?: Record<string, unknown> }) => unknown;
const handler = (fontPreloadPlugin().transformIndexHtml as { handler: Handler }).handler;

it("preloads the build's Latin Inter font from index.html, and no other subset", () => {
  const bundle = {
    'assets/inter-cyrillic-wght-normal-DqGufNeO.woff2': {},
    'assets/inter-latin-ext-wght-normal-DO1Apj_S.woff2': {},
    'assets/inter-latin-wght-normal-Dx4kXJAl.woff2': {},
    'assets/index-abc123.js': {},
  };
  expect(handler('<html></html>', { bundle })).toEqual([
    {
      tag: 'link',
      attrs: {
        rel: 'preload',
        href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      },
      injectTo: 'head',
    },
  ]);
});

it('fails the build when the font it should preload is missing', () => {
  expect(() => handler('<html></html>', { bundle: { 'assets/index-abc123.js': {} } })).toThrow(/Latin Inter/);
});
