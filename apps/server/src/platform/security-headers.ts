import type { FastifyInstance, FastifyRequest } from 'fastify';

// Where the browser's realtime socket goes (config.ts's RealtimeSettings, as app-config hands them out).
export type RealtimeEndpoint = { wsHost: string; wsPort: number; wssPort: number; forceTLS: boolean };

// No inline script anywhere (the SPA's build emits none); inline styles stay allowed because
// the theme sets CSS custom properties at runtime. connect-src lets the realtime socket reach the portal's own
// realtime origins and nothing else: no ws:/wss: to any host, which injected script could use to send data out.
export function contentSecurityPolicy(realtimeOrigins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...realtimeOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

// A host name or bracketed IPv6 address, nothing that could end a CSP directive.
const plainHost = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i;

// The socket pusher-js opens (apps/web/src/lib/realtime.ts): wss on wssPort when TLS is forced or the page is
// https, else ws on wsPort; at APP_URL's host, or at the page's own host for a firm served at its own domain
// (features/app-config). CSP Level 3's 'self' covers the latter in browsers that match ws: to 'self'; it is
// named explicitly for those that do not. Default ports are left out, as a browser writes the origin.
export function realtimeOriginsFor(request: FastifyRequest, realtime: RealtimeEndpoint): string[] {
  const isTls = realtime.forceTLS || request.protocol === 'https';
  const scheme = isTls ? 'wss' : 'ws';
  const port = isTls ? realtime.wssPort : realtime.wsPort;
  const suffix = port === (isTls ? 443 : 80) ? '' : `:${port}`;
  const hosts = new Set([realtime.wsHost.toLowerCase(), request.hostname.toLowerCase()]);
  return [...hosts].filter((host) => plainHost.test(host)).map((host) => `${scheme}://${host}${suffix}`);
}

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

// onSend runs for every reply, errors and 404s included, so no response leaves without these headers.
// A route may set its own Content-Security-Policy or Cache-Control (the SVG logo does); it is kept.
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; realtime: RealtimeEndpoint },
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'Content-Security-Policy',
        contentSecurityPolicy(realtimeOriginsFor(request, options.realtime)),
      );
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', permissionsPolicy);
    if (options.isProduction) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // API answers carry personal data and must not be kept by browsers or proxies.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
