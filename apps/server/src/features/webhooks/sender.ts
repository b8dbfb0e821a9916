import http from 'node:http';
import https from 'node:https';
import type { DeliveryTarget } from './address-guard.ts';

export type SendResult = { statusCode: number | null; latencyMs: number; error: string | null };

// Short: an endpoint should answer at once and do its work later (Standard Webhooks recommends a quick 2xx).
export const deliveryTimeoutMs = 5_000;

// One POST to the address that was checked (address-guard.ts): the socket goes to that IP, while the Host header and
// TLS (server name and certificate) use the URL's name. Redirects are not followed (a 3xx is a failed try), and the
// answer's body is read and dropped up to a small size.
export type Send = (
  target: DeliveryTarget,
  headers: Record<string, string>,
  body: string,
) => Promise<SendResult>;

export const sendToTarget: Send = (target, headers, body) =>
  new Promise((resolve) => {
    const started = performance.now();
    const done = (statusCode: number | null, error: string | null) =>
      resolve({ statusCode, latencyMs: Math.round(performance.now() - started), error });
    const isTls = target.url.protocol === 'https:';
    const hostIsName = target.url.hostname.replace(/^\[|\]$/g, '') !== target.address;
    const request = (isTls ? https : http).request({
      host: target.address,
      family: target.family,
      port: target.url.port || (isTls ? 443 : 80),
      path: `${target.url.pathname}${target.url.search}`,
      method: 'POST',
      headers: {
        ...headers,
        host: target.url.host,
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
        'user-agent': 'Atrium-Webhooks/1',
      },
      ...(isTls && hostIsName ? { servername: target.url.hostname } : {}),
      timeout: deliveryTimeoutMs,
      agent: false,
    });
    const deadline = setTimeout(() => request.destroy(new Error('Timed out')), deliveryTimeoutMs);
    request.on('response', (response) => {
      let read = 0;
      response.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > 64 * 1024) response.destroy();
      });
      const finish = () => {
        clearTimeout(deadline);
        done(response.statusCode ?? null, null);
      };
      response.on('end', finish);
      response.on('close', finish);
    });
    request.on('timeout', () => request.destroy(new Error('Timed out')));
    request.on('error', (error) => {
      clearTimeout(deadline);
      done(null, error.message.slice(0, 200));
    });
    request.end(body);
  });
