import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createFirm } from '../test/factories.ts';
import { useWebDistApp } from '../test/web-dist.ts';
import { withRenderedRoot } from './web-app.ts';

// The web build's server render (apps/web/src/entry-server.tsx, built to dist/ssr/entry-server.js) stood in for
// by a module that renders what it was asked, and fails for one path, so the page's #root can be checked.
const indexHtml =
  '<!doctype html><html><head><title>Client portal</title></head><body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>';
const entryServer = `
globalThis.atriumRenderModuleReads = (globalThis.atriumRenderModuleReads ?? 0) + 1;
export async function renderPage({ path, firm, workspace }) {
  (globalThis.atriumRenderedPaths ??= []).push(path);
  if (path === '/messages') return { mode: 'hydrate', html: '<form></form>', path: '/login' };
  if (path === '/broken') throw new Error('render failed');
  if (path === '/login') return { mode: 'hydrate', html: '<form data-firm="' + firm.name.replace(/[<>&"]/g, '') + '"></form>' };
  if (path === '/fact-find') return { mode: 'shell', html: '<header>frame</header>' + (workspace ? '<p>' + workspace + '</p>' : '') };
  return null;
}
`;

const { database, get, t } = useWebDistApp('atrium-web-render-', {
  'index.html': indexHtml,
  'ssr/entry-server.js': entryServer,
});
beforeAll(async () => {
  await createFirm(database.db, { name: 'Carter & Co', primaryColour: '#7c3aed' });
});

describe('the first paint rendered on the server', () => {
  // Before any other test asks for a page: what the start drew, it drew with no request.
  it("draws the login page of the portal's own address as the server starts, so its first visitor's is ready", async () => {
    await t.app.ready();
    const rendered = () => (globalThis as { atriumRenderedPaths?: string[] }).atriumRenderedPaths ?? [];
    expect(rendered()).toEqual(['/login']);
    expect((await get('/login')).body).toContain('<form data-firm="Carter  Co"></form>');
    expect(rendered()).toEqual(['/login']);
  });

  it('reads the render module as the server starts, before any page is asked for', async () => {
    await t.app.ready();
    const reads = () => (globalThis as { atriumRenderModuleReads?: number }).atriumRenderModuleReads;
    await vi.waitFor(() => expect(reads()).toBe(1));
    await get('/login');
    expect(reads()).toBe(1);
  });

  it('names the page drawn when it is another than the one asked for', async () => {
    expect((await get('/messages')).body).toContain(
      '<div id="root" data-render="hydrate" data-path="/login"><form></form></div>',
    );
  });

  it('puts the rendered login page into #root, to be hydrated, with the firm it was rendered for', async () => {
    const page = await get('/login?redirect=%2Ffact-find');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain(
      '<div id="root" data-render="hydrate"><form data-firm="Carter  Co"></form></div>',
    );
    // The same firm's data block beside it: the browser's first render reads the same firm.
    expect(page.body).toContain('"name":"Carter \\u0026 Co"');
  });

  it("puts the signed-in pages' frame into #root, to be rendered over", async () => {
    expect((await get('/fact-find')).body).toContain(
      '<div id="root" data-render="shell"><header>frame</header></div>',
    );
  });

  it("draws the frame the browser's workspace hint names, and only a hint it knows", async () => {
    const withHint = (value: string) =>
      t.app.inject({ method: 'GET', url: '/fact-find', headers: { cookie: `atrium_workspace=${value}` } });
    const client = await withHint('client');
    expect(client.body).toContain(
      '<div id="root" data-render="shell"><header>frame</header><p>client</p></div>',
    );
    // The page differs by cookie: no cache between may answer one browser with another's.
    expect(client.headers.vary).toMatch(/cookie/i);
    expect((await withHint('staff')).body).toContain('<header>frame</header><p>staff</p></div>');
    // Rendered once per hint: a stale render of another hint is never served.
    expect((await get('/fact-find')).body).toContain('<header>frame</header></div>');
    expect((await withHint('admin')).body).toContain('<header>frame</header></div>');
  });

  it('leaves #root empty for a page it does not render, and when the render fails', async () => {
    expect((await get('/register')).body).toContain('<div id="root"></div>');
    const broken = await get('/broken');
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
  });

  it('never serves the render module itself', async () => {
    const response = await get('/ssr/entry-server.js');
    expect(response.body).not.toContain('renderPage');
  });

  it("moves what React hoists into <head>: the page's title replaces the built one, the firm's colours and the logo's preload", () => {
    const page = withRenderedRoot(indexHtml, {
      mode: 'hydrate',
      html: '<link rel="preload" as="image" href="/api/firm/logo"/><style data-precedence="high" data-href="b">:root{}</style><title>Log in · Cash $&amp; Co</title><form></form>',
    });
    expect(page).toContain('<title>Log in · Cash $&amp; Co</title>');
    expect(page).not.toContain('<title>Client portal</title>');
    expect(page).toContain(
      '<link rel="preload" as="image" href="/api/firm/logo"/><style data-precedence="high" data-href="b">:root{}</style>\n  </head>',
    );
    expect(page).toContain('<div id="root" data-render="hydrate"><form></form></div>');
  });

  it('names the page drawn when it is not the one asked for, so the browser hydrates it only there', () => {
    expect(withRenderedRoot(indexHtml, { mode: 'hydrate', html: '<form></form>', path: '/login' })).toContain(
      '<div id="root" data-render="hydrate" data-path="/login"><form></form></div>',
    );
    expect(
      withRenderedRoot(indexHtml, { mode: 'hydrate', html: '<form></form>', path: '/login"><script>' }),
    ).toContain('<div id="root" data-render="hydrate" data-path="/loginscript"><form></form></div>');
  });

  it('replaces only the empty #root of the built page', () => {
    expect(withRenderedRoot(indexHtml, { mode: 'shell', html: '<p>x</p>' })).toBe(
      indexHtml.replace('<div id="root"></div>', '<div id="root" data-render="shell"><p>x</p></div>'),
    );
  });
});
