import type { FastifyRequest } from 'fastify';

// The site a request came to. One firm per deployment for now; a later issue tells firms apart by host,
// so every service that needs the firm receives this instead of reaching for a global.
export type Site = { host: string };

export function siteOf(request: FastifyRequest): Site {
  return { host: request.hostname };
}

// Who is calling, for the audit log.
export type ClientInfo = { ip: string; userAgent: string | null };

export function clientInfoOf(request: FastifyRequest): ClientInfo {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

// The portal's address at one of a firm's own domains: APP_URL's scheme and port with that host name.
export function portalUrlAt(appUrl: string, domain: string): string {
  const url = new URL(appUrl);
  url.hostname = domain;
  return url.origin;
}
