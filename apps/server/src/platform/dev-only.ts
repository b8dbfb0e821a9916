import type { FastifyRequest } from 'fastify';

// Development-only routes (the dev outbox, the review job's run-now) answer only a caller on this machine: the outbox
// holds reset and invitation links, and development's APP_KEY is published, so a development server reachable from
// the network (HOST=0.0.0.0) must not hand them out. The socket's own address decides, never X-Forwarded-For, which
// any caller can write.
export function isLoopbackCaller(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\./.test(address);
}

// The Host must name this machine as well. A page on evil.test whose name is re-pointed at 127.0.0.1 (DNS
// rebinding) reaches the server from the loopback socket, but its requests still carry `Host: evil.test`; a
// browser only ever sends localhost (or a *.localhost name, which RFC 6761 keeps on loopback), a 127.x address or
// [::1] for a server it reached by those names. An optional port follows.
export function isLoopbackHost(hostHeader: string | undefined): boolean {
  const match = /^(\[::1\]|[^:[\]]+)(?::\d{1,5})?$/.exec((hostHeader ?? '').trim().toLowerCase());
  if (!match) return false;
  const name = (match[1] ?? '').replace(/\.$/, '');
  if (name === '[::1]' || name === 'localhost' || /^[a-z0-9-]+(\.[a-z0-9-]+)*\.localhost$/.test(name))
    return true;
  return /^127(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(name);
}

// Both: the socket and the Host name this machine. Anyone else gets the 404 that production answers.
export function isDevCaller(request: FastifyRequest): boolean {
  return isLoopbackCaller(request) && isLoopbackHost(request.headers.host);
}
