import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { embeddedFirmElementId } from '@atrium/domain/contract/embedded-firm';
import { messages } from '@atrium/domain/contract/errors';
import type { Firm } from '@atrium/domain/contract/firm';
import {
  parseWorkspaceHint,
  type WorkspaceHint,
  workspaceHintCookie,
} from '@atrium/domain/session/workspace-hint';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendApiNotFound } from './error-handler.ts';
import { serverMessages } from './errors.ts';
import { isApiPath } from './security-headers.ts';
import { type Site, siteOf } from './site.ts';

// Vite names every file under assets/ by its content hash, so a given URL never changes meaning.
const immutable = 'public, max-age=31536000, immutable';

// The encoding to answer with: brotli when the browser takes it (every current one does over HTTPS and on
// localhost), else gzip, else none. A q=0 refuses an encoding (RFC 9110 §12.5.3).
export function preferredEncoding(acceptEncoding: string | string[] | undefined): 'br' | 'gzip' | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compressPage(page: string, encoding: 'br' | 'gzip'): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(page, { level: 6 });
}

function isRealtimePath(url: string): boolean {
  return url.startsWith('/app/');
}

// A branding slower than this (a database restarting) is left out: the page fetches it itself.
const brandingWaitMs = 1000;

// JSON inside <script>: `<` (so no `</script>` or `<!--` ends the block early), `>` and `&` escaped as \uXXXX,
// which JSON reads back as the same characters; U+2028/2029 for old parsers.
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

// The firm's public branding (exactly GET /api/firm's body, which anonymous callers get) as a data block
// before </head>: the first screen paints branded with no round trip. A data block is never executed, so the
// CSP's script-src stays as it is.
export function withEmbeddedFirm(html: string, firm: Firm): string {
  const block = `<script type="application/json" id="${embeddedFirmElementId}">${jsonForScript(firm)}</script>`;
  const at = html.indexOf('</head>');
  return at < 0 ? html : `${html.slice(0, at)}${block}\n  ${html.slice(at)}`;
}

// index.html, read again only when the build replaces it (a deploy's new build is served at once).
function indexHtmlReader(path: string) {
  let cached: { version: string; html: string } | undefined;
  return async () => {
    const info = await stat(path);
    const version = `${info.mtimeMs}:${info.size}`;
    if (cached?.version !== version) cached = { version, html: await readFile(path, 'utf8') };
    return cached;
  };
}

// The web build's server render (apps/web/src/entry-server.tsx, built into dist/ssr by apps/web/ssr-build-plugin.ts):
// the first paint of /login (hydrated in place by the browser) and the signed-in pages' frame, put into #root so
// the page paints before its JavaScript has run (docs/decisions/013-first-paint-from-the-server.md).
// path: the page drawn when it is not the one asked for (a first visit's signed-in page drawn as the login page its
// guard leads to), which the browser hydrates only once its router has gone there too.
type Rendered = { mode: 'hydrate' | 'shell'; html: string; path?: string };
type RenderRequest = { path: string; firm: Firm; workspace: WorkspaceHint | null };
type ServerRender = { renderPage: (input: RenderRequest) => Promise<Rendered | null> };

const rootElement = '<div id="root"></div>';
// Pages differ only by path, firm and workspace hint: a few dozen renders cover every firm's pages; each costs
// milliseconds.
const renderCacheSize = 64;

function serverRenderer(distDir: string, log: FastifyBaseLogger) {
  const entry = join(distDir, 'ssr', 'entry-server.js');
  let module: { version: string; render: Promise<ServerRender | null> } | undefined;
  const cache = new Map<string, Rendered | null>();
  const load = (version: string) => {
    if (module?.version === version) return module.render;
    cache.clear();
    // A new build's module is a new URL: the old one stays in Node's module cache, but is never used again.
    const render = existsSync(entry)
      ? import(`${pathToFileURL(entry).href}?v=${encodeURIComponent(version)}`).then(
          (loaded) => loaded as ServerRender,
          (error: unknown) => {
            log.error({ err: error }, 'the web build has a server render that could not be loaded');
            return null;
          },
        )
      : Promise.resolve(null);
    module = { version, render };
    return render;
  };
  const renderPage = async (
    logger: FastifyBaseLogger,
    version: string,
    { path, firm, workspace }: RenderRequest,
  ) => {
    // First: a new build's module clears the cache of the old one's renders.
    const loading = load(version);
    const key = `${path}\n${workspace}\n${JSON.stringify(firm)}`;
    if (cache.has(key)) return cache.get(key) ?? null;
    const renderer = await loading;
    if (!renderer) return null;
    let rendered: Rendered | null = null;
    try {
      rendered = await renderer.renderPage({ path, firm, workspace });
    } catch (error) {
      // The browser renders the page as it always could; the next request tries again.
      logger.warn({ err: error, path }, 'the server render of a page failed');
      return null;
    }
    if (cache.size >= renderCacheSize) cache.delete(cache.keys().next().value as string);
    cache.set(key, rendered);
    return rendered;
  };
  return { load, renderPage };
}

// What React renders first and hoists (the page's <title>, the firm's colours as a <style>, the logo's preload): they
// belong in <head>, where the browser's React finds and keeps them (left in #root, a stale <title> would stay in the
// body). Their text never holds a "<" (React escapes titles; the colours are hex).
const hoisted = /^(?:<title>[^<]*<\/title>|<style\b[^>]*>[^<]*<\/style>|<link\b[^>]*\/>)*/;
const titleElement = /<title>[^<]*<\/title>/;

// The rendered page in #root; `data-render` tells apps/web/src/main.tsx whether to hydrate it or render over it, and
// `data-path` which page it is when it is not the one asked for (apps/web/src/start.tsx).
export function withRenderedRoot(html: string, rendered: Rendered): string {
  const head = hoisted.exec(rendered.html)?.[0] ?? '';
  const body = rendered.html.slice(head.length);
  const title = titleElement.exec(head)?.[0];
  // The render module's own paths (entry-server.tsx), never the request's; kept to path characters all the same.
  const drawnPath = rendered.path?.replace(/[^\w/-]/g, '');
  const attributes = `data-render="${rendered.mode}"${drawnPath ? ` data-path="${drawnPath}"` : ''}`;
  // Replacements by function: a firm's name may hold `$&` and the like, which a replacement string would expand.
  let page = html.replace(rootElement, () => `<div id="root" ${attributes}>${body}</div>`);
  if (title) page = page.replace(titleElement, () => title);
  const rest = head.replace(titleElement, '');
  return rest ? page.replace('</head>', () => `${rest}\n  </head>`) : page;
}

async function brandingOf(
  request: FastifyRequest,
  publicFirm: (site: Site) => Promise<Firm>,
): Promise<Firm | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), brandingWaitMs);
  });
  try {
    // Firms are told apart by host. Read per page load, not cached: an admin's change shows on the
    // next page at once, and this read replaces the GET /api/firm the page would otherwise make.
    return await Promise.race([publicFirm(siteOf(request)), late]);
  } catch (error) {
    request.log.warn({ err: error }, 'index.html served without the firm: it could not be read');
    return null;
  } finally {
    clearTimeout(timer);
  }
}

// Serves the built single-page app: files as they are, and index.html (with the firm's branding in it) for
// every other page path so the browser's router renders it (and its own 404 screen). API and realtime paths
// never get HTML.
export async function registerWebApp(
  app: FastifyInstance,
  {
    distDir,
    publicFirm,
    ownSite,
  }: {
    distDir: string;
    publicFirm?: (site: Site) => Promise<Firm>;
    // The portal's own address (APP_URL's host), whose login page is drawn as the server starts.
    ownSite?: Site;
  },
): Promise<void> {
  const isBuilt = existsSync(join(distDir, 'index.html'));
  const assetsDir = join(distDir, 'assets') + sep;
  const readIndexHtml = indexHtmlReader(join(distDir, 'index.html'));
  const renderer = serverRenderer(distDir, app.log);
  const renderPage = renderer.renderPage;

  if (isBuilt) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Every page, / included, gets index.html from the handler below.
      index: false,
      dotfiles: 'ignore',
      cacheControl: false,
      // The build writes name.br and name.gz beside each hashed text asset (apps/web/precompress-plugin.ts);
      // the one the request's Accept-Encoding prefers is sent, with Vary: Accept-Encoding.
      preCompressed: true,
      // @fastify/send already refuses paths that climb out of root; this keeps our own namespaces out too.
      // dist/ssr is the server's own render module, not the browser's.
      allowedPath: (pathName) =>
        !isApiPath(pathName) &&
        !isRealtimePath(pathName) &&
        pathName !== '/index.html' &&
        !pathName.startsWith('/ssr/'),
      setHeaders: (reply, path) => {
        reply.header('Cache-Control', path.startsWith(assetsDir) ? immutable : 'no-cache');
      },
    });
  }

  if (isBuilt) {
    // The render module (a few MB of bundled React and routes) is read, and the login page of the portal's own
    // address drawn once, as the server starts, before it takes requests: not by the first visitor after a start or a
    // deploy, whose page would otherwise wait for the module and for a first, unoptimised render (docs/scale.md, "First
    // paint and save measured from outside"). Nothing here stops the start: a page it could not draw is drawn later.
    app.addHook('onReady', async () => {
      try {
        const index = await readIndexHtml();
        const loading = renderer.load(index.version);
        const firm = publicFirm && ownSite ? await publicFirm(ownSite).catch(() => null) : null;
        if (firm)
          await renderer.renderPage(app.log, index.version, { path: '/login', firm, workspace: null });
        else await loading;
      } catch {}
    });
  }

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const index = await readIndexHtml();
    const firm = publicFirm ? await brandingOf(request, publicFirm) : null;
    // Without the firm (not read in time) the page is left to the browser, which fetches it.
    const path = request.url.split('?')[0] ?? '/';
    // Which signed-in frame to draw first: a hint the browser keeps, not a credential (its module says why).
    const workspace = parseWorkspaceHint(request.cookies[workspaceHintCookie]);
    const rendered = firm ? await renderPage(request.log, index.version, { path, firm, workspace }) : null;
    const html = rendered ? withRenderedRoot(index.html, rendered) : index.html;
    const page = firm ? withEmbeddedFirm(html, firm) : html;
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding, Cookie');
    // The page carries the firm's branding, so it is built per request and compressed per request (a few kB).
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding || request.method === 'HEAD') return reply.send(page);
    return reply.header('Content-Encoding', encoding).send(compressPage(page, encoding));
  };
  if (isBuilt) app.get('/', sendPage);

  app.setNotFoundHandler(async (request, reply) => {
    if (isApiPath(request.url) || isRealtimePath(request.url)) return sendApiNotFound(app, request, reply);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ message: messages.notFound });
    }
    if (!isBuilt)
      return reply.code(503).type('text/plain; charset=utf-8').send(serverMessages.webAppNotBuilt);
    // A missing hashed file is an old build's asset: answering HTML would be parsed as script or style.
    if (request.url.startsWith('/assets/')) {
      return reply.code(404).type('text/plain; charset=utf-8').send(messages.notFound);
    }
    return sendPage(request, reply);
  });
}
