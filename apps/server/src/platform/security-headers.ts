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

// The policy depends only on the scheme and the host a request came to, so it is built once per pair; the host is
// the caller's to choose, so the memory is bounded (emptied when full: a rebuild costs microseconds).
const maxPoliciesKept = 256;

// onSend runs for every reply, errors and 404s included, so no response leaves without these headers.
// A route may set its own Content-Security-Policy or Cache-Control (the SVG logo does); it is kept.
// A callback hook, not an async one: it runs on every reply and has nothing to wait for.
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { isProduction: boolean; realtime: RealtimeEndpoint },
): void {
  const fixed: [string, string][] = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Permissions-Policy', permissionsPolicy],
    ...(options.isProduction
      ? [['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  const policies = new Map<string, string>();
  const policyFor = (request: FastifyRequest) => {
    const key = `${request.protocol} ${request.hostname}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      if (policies.size >= maxPoliciesKept) policies.clear();
      policy = contentSecurityPolicy(realtimeOriginsFor(request, options.realtime));
      policies.set(key, policy);
    }
    return policy;
  };
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy'))
      reply.header('Content-Security-Policy', policyFor(request));
    for (const [name, value] of fixed) reply.header(name, value);
    // API answers carry personal data and must not be kept by browsers or proxies.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}
