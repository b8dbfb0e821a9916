import type { Plugin } from 'vite';

// The Latin part of the body font (Inter, from @fontsource-variable/inter in src/styles.css), preloaded from
// index.html: found through the stylesheet only after it has downloaded and been parsed, the font would arrive after
// the server's first paint (src/entry-server.tsx), which would then draw its text in the fallback font; the page's own
// render, in Inter a moment later, is a larger paint of the same words and becomes the page's largest paint
// (docs/decisions/015-signed-in-first-paint.md). The other subsets (Cyrillic, Greek, Vietnamese…) load only when a
// page shows such characters.
export const preloadedFont = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

export function fontPreloadPlugin(): Plugin {
  return {
    name: 'atrium:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((fileName) => preloadedFont.test(fileName));
        if (!font) throw new Error('The build has no Latin Inter font to preload (font-preload-plugin.ts).');
        return [
          {
            tag: 'link',
            // A font is always fetched in CORS mode, so its preload must be too, or the browser fetches it twice.
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
