import type { FastifyInstance } from 'fastify';
import { isApiPath } from './security-headers.ts';

// On a laptop the portal answers at http://localhost:PORT and at http://127.0.0.1:PORT alike, but a browser keeps
// the session (localStorage) per origin, and every link the server mails (an invitation, a reset) points at APP_URL.
// Someone who opened the other address would follow a link from /dev/mailbox into a signed-out tab. So outside
// production a page asked for at another loopback name of APP_URL's port is sent to APP_URL's own: one address,
// whichever was typed. Only pages (a request that accepts HTML); the API, the realtime socket and firms at their own
// *.localhost names are left alone, and production serves only what it is configured for.
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

export function registerLoopbackRedirect(
  app: FastifyInstance,
  options: { appUrl: string; isProduction: boolean },
) {
  const home = new URL(options.appUrl);
  if (options.isProduction || !loopbackNames.has(home.hostname)) return;
  const homePort = home.port || (home.protocol === 'https:' ? '443' : '80');
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    if (isApiPath(request.url) || /^\/(app|broadcasting)\//.test(request.url)) return;
    if (!String(request.headers.accept ?? '').includes('text/html')) return;
    let asked: URL;
    try {
      asked = new URL(`http://${request.headers.host ?? ''}`);
    } catch {
      return;
    }
    if (!loopbackNames.has(asked.hostname) || asked.hostname === home.hostname) return;
    if ((asked.port || '80') !== homePort) return;
    return reply.redirect(`${home.origin}${request.url}`, 302);
  });
}
