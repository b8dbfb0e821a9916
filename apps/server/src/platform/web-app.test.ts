import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createFirm } from '../test/factories.ts';
import { useWebDistApp } from '../test/web-dist.ts';
import { preferredEncoding, withEmbeddedFirm } from './web-app.ts';

const indexHtml =
  '<!doctype html><html><head><title>Client portal</title></head><body><div id="root"></div><script type="module" src="/assets/app-3f9a1c.js"></script></body></html>';

const { database, t, get } = useWebDistApp(
  'atrium-web-',
  {
    'index.html': indexHtml,
    'assets/app-3f9a1c.js': 'console.log("app");',
    // What the build writes beside a hashed asset (apps/web/precompress-plugin.ts); marked so a test can tell them apart.
    'assets/app-3f9a1c.js.br': brotliCompressSync('console.log("app-br");'),
    'assets/app-3f9a1c.js.gz': gzipSync('console.log("app-gz");'),
    'build-manifest.json': '{"buildId":"b-123"}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.env': 'SECRET=inside-dist',
  },
  // dist/ sits beside a file that must never be reachable through it.
  { 'secret.txt': 'outside-dist' },
);

describe('serving the web app', () => {
  it.each(['/', '/login', '/fact-find/review', '/password/reset/abc.def', '/no/such/page'])(
    'answers %s with index.html, revalidated on every visit',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      // No firm is set up yet: the page comes as built, and fetches the firm itself.
      expect(response.body).toBe(indexHtml);
    },
  );

  it("embeds the firm's public branding, exactly GET /api/firm's body, as a data block", async () => {
    await createFirm(database.db, { name: 'Carter & Co </script>', primaryColour: '#7c3aed' });
    const page = await get('/login');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).not.toContain('Carter & Co </script>');
    const block = page.body.match(
      /<script type="application\/json" id="atrium-firm">(.*?)<\/script>\n {2}<\/head>/,
    );
    expect(block?.[1] && JSON.parse(block[1])).toEqual((await get('/api/firm')).json());
    expect(block?.[1] && JSON.parse(block[1])).toMatchObject({
      name: 'Carter & Co </script>',
      colours: { primary: '#7c3aed' },
    });
    expect(page.body).toContain('<div id="root"></div>');
    expect((await get('/')).body).toBe(page.body);
  });

  it('escapes the branding so no firm name can end the data block', () => {
    const firm = {
      name: '</script><script>alert(1)</script> & <!-- \u2028',
      colours: { primary: '#009ca6' },
      logoUrl: '/api/firm/logo',
      onboardingEnabled: false,
      securePortalUrl: null,
      accessIpipeline: false,
    };
    const html = withEmbeddedFirm(indexHtml, firm);
    const body = html.slice(html.indexOf('id="atrium-firm">') + 17, html.indexOf('</script>\n'));
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual(firm);
  });

  it('serves hashed assets as immutable for a year', async () => {
    const response = await get('/assets/app-3f9a1c.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    ['br, gzip, deflate', 'br', (body: Buffer) => brotliDecompressSync(body), 'app-br'],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body), 'app-gz'],
    ['gzip, br;q=0', 'gzip', (body: Buffer) => gunzipSync(body), 'app-gz'],
  ])(
    'sends the precompressed copy the browser prefers (Accept-Encoding: %s)',
    async (accept, encoding, decode, marker) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/app-3f9a1c.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(response.rawPayload).toString()).toContain(marker);
    },
  );

  it('sends the asset as it is to a browser that takes no compression', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f9a1c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe('console.log("app");');
  });

  it('compresses the page itself by Accept-Encoding, revalidated on every visit', async () => {
    const plain = await get('/login');
    const br = await t.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('reads Accept-Encoding by RFC 9110: brotli first, q=0 refuses, no header means none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding(['deflate', 'GZIP'])).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });

  it('answers 404, not HTML, for a missing asset', async () => {
    const response = await get('/assets/app-old.js');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('serves the build manifest without caching', async () => {
    const response = await get('/build-manifest.json');
    expect(response.json()).toEqual({ buildId: 'b-123' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD for pages', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps API and realtime paths out of the page fallback', async () => {
    for (const url of ['/api/nope', '/app/some-key']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    expect((await get('/api/login')).statusCode).toBe(405);
    expect((await get('/api/firm')).headers['content-type']).toMatch(/json/);
  });

  it('answers other methods on page paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/login', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it.each([
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/..%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/.env',
  ])('never serves a file outside the web app or a dotfile (%s)', async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain('outside-dist');
    expect(response.body).not.toContain('inside-dist');
  });
});
