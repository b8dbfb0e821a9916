import type { IncomingMessage } from 'node:http';

// Who a request comes from and which host it was sent to, behind `hops` trusted reverse proxies (TRUST_PROXY):
// the one rule for the HTTP side (Fastify's request.ip and request.hostname, through proxyTrust) and the realtime
// WebSocket (forwardedClientOf). 0 trusts no proxy: the socket's own address and the Host header.
//
// X-Forwarded-For is read from the right: each trusted proxy appends the address it received the request from, so
// the entry `hops` places from the socket is the one the outermost trusted proxy saw. Entries further left were
// written by the client and prove nothing (a forged "X-Forwarded-For: 1.2.3.4" stays on the left). This is
// proxy-addr's rule for a trust function `hop < hops`, which Fastify applies to request.ip.

// Fastify's trustProxy option. A bare number would trust no proxy at all in Fastify 5 (it fails closed, as
// lib/request.js says), so the hop count is given as the equivalent trust function.
export function proxyTrust(hops: number): false | ((address: string, hop: number) => boolean) {
  return hops > 0 ? (_address, hop) => hop < hops : false;
}

function headerEntries(header: string | string[] | undefined): string[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

// The Host header's name without its port (a bracketed IPv6 address keeps its brackets), as Fastify's hostname.
export function hostNameOf(host: string | undefined): string {
  const value = (host ?? '').trim();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.split(':', 1)[0] ?? '';
}

export type ForwardedClient = { ip: string; host: string };

export function forwardedClientOf(request: IncomingMessage, hops: number): ForwardedClient {
  const socketAddress = request.socket.remoteAddress ?? 'unknown';
  if (hops <= 0) return { ip: socketAddress, host: hostNameOf(request.headers.host) };
  // Nearest first: the socket's peer, then the header from right to left; the first untrusted one is the client.
  const chain = [socketAddress, ...headerEntries(request.headers['x-forwarded-for']).reverse()];
  const ip = chain[Math.min(hops, chain.length - 1)] ?? socketAddress;
  // As Fastify's request.hostname: the last X-Forwarded-Host entry (the one the nearest proxy set), else Host.
  const host = headerEntries(request.headers['x-forwarded-host']).at(-1) ?? request.headers.host;
  return { ip, host: hostNameOf(host) };
}
