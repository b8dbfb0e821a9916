import type { FastifyInstance } from 'fastify';

// Security H1. No inline script anywhere (the SPA's build emits none); inline styles stay allowed because
// the theme sets CSS custom properties at runtime. connect-src lets the realtime socket reach this origin.
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' ws: wss:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const permissionsPolicy = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

// onSend runs for every reply, errors and 404s included, so no response leaves without these headers.
// A route may set its own Content-Security-Policy or Cache-Control (the SVG logo does); it is kept.
export function registerSecurityHeaders(app: FastifyInstance, options: { isProduction: boolean }): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy);
    }
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', permissionsPolicy);
    if (options.isProduction) {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
    // Security S3: API answers carry personal data and must not be kept by browsers or proxies.
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
}
