import type { Firm } from '@atrium/domain/contract/firm';
import { http } from '../../lib/http.ts';
import { createStore, type Store } from '../../ui/store.ts';
import { readEmbeddedFirm } from './embedded-firm.ts';

// The firm as last read, and when: every screen is branded with it. Kept outside TanStack Query
// because /login paints without Query (query-runtime.tsx); once Query is there, the ['firm'] query of
// api.ts refreshes it.
export type FirmState = { firm: Firm; at: number } | null;
export type FirmStore = Store<FirmState>;

export const createFirmStore = (initial: FirmState = null): FirmStore => createStore<FirmState>(initial);

// The browser's store: one app, one firm per tab. The server's first paint (entry-server.tsx) never uses it: each
// render makes its own store and hands it to the router (the root loader) and to React (hooks/use-firm.ts), because
// renders for different firms overlap while one awaits its router.
export const firmStore = createFirmStore();

// At app start: the copy the server put into index.html, if any (none in development and tests).
export function startFirm(): void {
  const embedded = readEmbeddedFirm();
  firmStore.set(embedded ? { firm: embedded, at: Date.now() } : null);
}

// Public: the login page is branded before anyone signs in, so no token is sent. The schema comes with
// the call: a page served with the firm embedded never needs it at start.
export async function fetchFirm(signal?: AbortSignal, store: FirmStore = firmStore): Promise<Firm> {
  const { firmSchema } = await import('@atrium/domain/contract/firm');
  const firm = await http.get('/api/firm', {
    schema: firmSchema,
    auth: false,
    ...(signal ? { signal } : {}),
  });
  store.set({ firm, at: Date.now() });
  return firm;
}

// The root route's loader: the first screen renders only once the firm is known, so nothing paints unbranded.
export async function ensureFirm(store: FirmStore = firmStore): Promise<Firm> {
  return store.get()?.firm ?? fetchFirm(undefined, store);
}
