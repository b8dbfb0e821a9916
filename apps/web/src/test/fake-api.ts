import { type ErrorResponse, messages } from '@atrium/domain/contract/errors';
import type { Firm } from '@atrium/domain/contract/firm';
import { vi } from 'vitest';
import { factFindPath, notStartedFactFind } from './factfind-fixtures.ts';

// A tiny fake of the network boundary: tests answer requests by "METHOD /path"; our own modules run
// unmocked. A request nobody answers fails the test.
export type FakeRequest = { method: string; path: string; search: string; body: unknown; headers: Headers };
export type FakeResponse = { status: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse>;

export const demoFirm: Firm = {
  name: 'Example Financial Planning',
  colours: { primary: '#009ca6' },
  logoUrl: '/api/firm/logo',
  onboardingEnabled: false,
  securePortalUrl: null,
  accessIpipeline: true,
};

// The server's 422 (validationFailed in apps/server/src/platform/errors.ts): the contract's summary, and each
// field's messages under its name.
export function invalidData(errors: Record<string, string[]>): FakeResponse & { body: ErrorResponse } {
  return { status: 422, body: { message: messages.invalidData, errors } };
}

// The server's 422 about one field (invalidField in apps/server/src/platform/errors.ts): its message is the summary.
export function invalidField(field: string, message: string): FakeResponse & { body: ErrorResponse } {
  return { status: 422, body: { message, errors: { [field]: [message] } } };
}

let handlers = new Map<string, Handler>();
let unhandled: string[] = [];
// Calls whose handler has not answered yet, to fail as aborted when their test ends (test/app-teardown.ts).
const inFlight = new Set<() => void>();
export const requests: FakeRequest[] = [];

export function resetFakeApi(): void {
  handlers = new Map<string, Handler>([
    ['GET /api/firm', () => ({ status: 200, body: demoFirm })],
    // The client home page shows where the fact-find stands.
    [`GET ${factFindPath}`, () => ({ status: 200, body: notStartedFactFind })],
    // Every logged-in page asks for these (realtime settings, the nav's unread count, the bell); tests that
    // care answer them again. No realtime settings means no live connection in tests.
    [
      'GET /api/config',
      () => ({ status: 200, body: { buildId: 'test-build', realtime: null, session: { idleMinutes: 30 } } }),
    ],
    [
      'GET /api/messages',
      () => ({ status: 200, body: { messages: [], conversation: { last_viewed_at: null } } }),
    ],
    ['GET /api/notifications', () => ({ status: 200, body: { data: [] } })],
    // The bell's "Earlier", asked for when it opens.
    ['GET /api/notifications/earlier', () => ({ status: 200, body: { data: [] } })],
    // The adviser navigation's unread count (the adviser's inbox).
    ['GET /api/adviser/conversations', () => ({ status: 200, body: { conversations: [] } })],
    // The client home page's documents and links cards.
    ['GET /api/documents', () => ({ status: 200, body: { data: [] } })],
    ['GET /api/links', () => ({ status: 200, body: { data: [] } })],
    // The home page's card of documents waiting for the person's signature (shown only when one is).
    ['GET /api/signatures', () => ({ status: 200, body: { data: [] } })],
    // The documents page's and the home page's document requests (none asked).
    ['GET /api/document-requests', () => ({ status: 200, body: { data: [], partner_name: null } })],
    ['GET /api/adviser/document-request-templates', () => ({ status: 200, body: { data: [] } })],
    ['GET /api/calendar/next-appointment', () => ({ status: 200, body: { data: null } })],
    // The client home page's annual review card: no check-in open.
    ['GET /api/review', () => ({ status: 200, body: { data: null } })],
    // /profile's email alerts, for anyone signed in: every kind on, as for an account that never changed them.
    [
      'GET /api/profile/notification-preferences',
      () => ({
        status: 200,
        body: {
          preferences: {
            messages: true,
            fact_find: true,
            documents: true,
            notifications: true,
            reviews: true,
          },
        },
      }),
    ],
  ]);
  unhandled = [];
  requests.length = 0;
  vi.stubGlobal('fetch', fakeFetch);
}

// Answers for any client's id that every screen showing the household's totals (or the review page) asks for;
// tests that care answer the exact path, which comes first. The summary: nothing recorded in the portfolio, and zero totals.
const zeroTotals = {
  assets: { home: 0, property: 0, cashAndInvestments: 0, managed: 0, pensions: 0, total: 0 },
  liabilities: { mortgages: 0, loans: 0, creditCards: 0, total: 0 },
  netWorth: 0,
  monthlyIncome: { gross: 0, net: 0, grossOnlyCount: 0 },
  monthlyOutgoings: { essential: 0, discretionary: 0, total: 0 },
  monthlySurplus: 0,
};
const defaultHandlers: [RegExp, Handler][] = [
  // A client's documents tab: no document requested yet.
  [/^GET \/api\/adviser\/clients\/\d+\/document-requests$/, () => ({ status: 200, body: { data: [] } })],
  [
    /^GET \/api\/clients\/\d+\/finances\/summary$/,
    () => ({ status: 200, body: { data: { totals: zeroTotals, portfolio: [] } } }),
  ],
  // The review page asks whether the firm wants each partner's declaration; by default it does not.
  [
    /^GET \/api\/clients\/\d+\/fact-find-declarations$/,
    () => ({
      status: 200,
      body: { data: { required: false, text: '', complete: true, status: 'draft', people: [] } },
    }),
  ],
];
const defaultHandler = (route: string) => defaultHandlers.find(([pattern]) => pattern.test(route))?.[1];

export function answer(route: string, handler: Handler | FakeResponse): void {
  handlers.set(route, typeof handler === 'function' ? handler : () => handler);
}

export function abortPendingRequests(): void {
  for (const abort of [...inFlight]) abort();
}

export function assertAllRequestsHandled(): void {
  if (unhandled.length > 0) throw new Error(`Requests nobody answered: ${unhandled.join(', ')}`);
}

async function fakeFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  // An aborted call (a cancelled query, a stopped app) rejects as a browser's fetch does, even if its handler
  // never answers; one aborted before it starts is never sent.
  const signal = init.signal;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal?.aborted) throw aborted();
  const url = new URL(String(input), 'http://localhost');
  const method = (init.method ?? 'GET').toUpperCase();
  const request: FakeRequest = {
    method,
    path: url.pathname,
    search: url.search,
    body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
    headers: new Headers(init.headers),
  };
  requests.push(request);
  const handler = handlers.get(`${method} ${url.pathname}`) ?? defaultHandler(`${method} ${url.pathname}`);
  if (!handler) {
    unhandled.push(`${method} ${url.pathname}`);
    return new Response(JSON.stringify({ message: 'Not found.' }), { status: 404 });
  }
  const { status, body, headers } = await new Promise<FakeResponse>((resolve, reject) => {
    const onAbort = () => reject(aborted());
    signal?.addEventListener('abort', onAbort, { once: true });
    inFlight.add(onAbort);
    Promise.resolve(handler(request))
      .then(resolve, reject)
      .finally(() => {
        signal?.removeEventListener('abort', onAbort);
        inFlight.delete(onAbort);
      });
  });
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
