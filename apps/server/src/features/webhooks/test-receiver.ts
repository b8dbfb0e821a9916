import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export type Received = { headers: IncomingHttpHeaders; body: string };

// A webhook receiver on 127.0.0.1 for the tests: it keeps what it receives and answers each request with the next
// status of `answers` (200 once they run out).
export function useTestReceiver() {
  const received: Received[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answers.shift() ?? 200;
      response.end('ok');
    });
  });
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    received,
    // Answers the next requests with these statuses, in order.
    answer(...statuses: number[]) {
      answers.splice(0, answers.length, ...statuses);
    },
    get url() {
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    },
  };
}
