import type { Firm } from '@atrium/domain/contract/firm';
import { createMemoryHistory } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { BrandStyle } from './features/firm/components/brand-style.tsx';
import { FirmBrand } from './features/firm/components/firm-brand.tsx';
import { firmStore } from './features/firm/firm-store.ts';
import { createDeferredQueryClient } from './query-runtime.tsx';
import { createAppRouter } from './router.ts';
import { mainContentId } from './ui/layout/skip-link.tsx';

// The first paint from the server (docs/decisions/013-first-paint-from-the-server.md). apps/server
// (platform/web-app.ts) imports this module's build (dist/ssr/entry-server.js) and puts what it renders into
// index.html's #root, with the firm's branding it embeds beside it, so the page paints before its JavaScript runs.
//   - 'hydrate': the page exactly as the browser's first render draws it (the same router, routes and firm), which
//     main.tsx hydrates in place: what is typed before the JavaScript runs stays. Only pages that look the same
//     to everyone are rendered so: the server cannot know who is signed in (the token is in localStorage).
//   - 'shell': the signed-in pages' frame (header with the firm's brand, a skeleton of the page) that main.tsx
//     replaces with the page once its data is there.
export type RenderMode = 'hydrate' | 'shell';
export type Rendered = { mode: RenderMode; html: string };

// Pages whose first render is the same for every visitor of a firm.
const hydratedPages = new Set(['/login']);

// The signed-in pages a visit starts on: the client's and a profile (routes/app-layout.tsx), the firm's (/adviser).
function isShellPage(path: string): boolean {
  return (
    path === '/' ||
    /^\/(fact-find|messages|documents|links|calendar|finances|forecast|portfolio|profile|protection|atrq)(\/|$)/.test(
      path,
    ) ||
    /^\/adviser(\/|$)/.test(path)
  );
}

export function renderModeOf(path: string): RenderMode | null {
  if (hydratedPages.has(path)) return 'hydrate';
  return isShellPage(path) ? 'shell' : null;
}

export async function renderPage({ path, firm }: { path: string; firm: Firm }): Promise<Rendered | null> {
  const mode = renderModeOf(path);
  if (!mode) return null;
  // One render at a time per process: renderToString is synchronous, and the store is set just before it.
  firmStore.set({ firm, at: Date.now() });
  if (mode === 'shell') return { mode, html: renderToString(<WorkspaceShell />) };
  const deferredQueryClient = createDeferredQueryClient();
  const router = createAppRouter({
    deferredQueryClient,
    history: createMemoryHistory({ initialEntries: [path] }),
    // Its restoration script would be inline (the CSP forbids it); the browser's router restores scroll itself.
    scrollRestoration: false,
  });
  await router.load();
  // A guard sent the visit elsewhere, or the page failed to load: the browser renders it.
  if (router.state.location.pathname !== path || router.state.matches.some((m) => m.status !== 'success'))
    return null;
  const html = renderToString(
    <StrictMode>
      <App router={router} queryClient={deferredQueryClient} />
    </StrictMode>,
  );
  return { mode, html };
}

// What every signed-in page looks like before it knows who is signed in: ui/layout/app-shell.tsx's frame with the
// firm's brand, and grey blocks where the page will be. Not hydrated: main.tsx renders the real page over it.
function WorkspaceShell() {
  return (
    <>
      <BrandStyle />
      <div className="flex min-h-dvh flex-col bg-gray-100 dark:bg-gray-950" aria-busy="true">
        <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 dark:border-gray-800 dark:bg-gray-900/95">
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-6 sm:px-6">
            <div className="min-w-0">
              <FirmBrand />
            </div>
          </div>
        </header>
        <main id={mainContentId} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
          <p className="sr-only" role="status">
            Loading
          </p>
          <div className="h-8 w-64 max-w-full animate-pulse rounded-lg bg-gray-200 dark:bg-gray-800" />
          <div className="mt-6 h-40 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
          <div className="mt-4 h-40 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
        </main>
      </div>
    </>
  );
}
