import type { Firm } from '@atrium/domain/contract/firm';
import type { WorkspaceHint } from '@atrium/domain/session/workspace-hint';
import { createMemoryHistory } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { QuestionnaireShell } from './features/factfind/components/questionnaire-shell.tsx';
import { BrandStyle } from './features/firm/components/brand-style.tsx';
import { FirmBrand } from './features/firm/components/firm-brand.tsx';
import { firmStore } from './features/firm/firm-store.ts';
import { ClientHomeShell } from './features/home/components/client-home-shell.tsx';
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
//     replaces with the page once its data is there. For a browser whose workspace hint says a client is signed in
//     (packages/domain session/workspace-hint.ts), the client's home and the questionnaire are drawn with what they
//     say to every client of the firm (docs/decisions/015-signed-in-first-paint.md).
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

// What a signed-in client's page says to every client of the firm, before it knows which one: the largest text of
// those pages comes with the HTML.
function clientPageShell(path: string, firm: Firm) {
  if (path === '/') return <ClientHomeShell firmName={firm.name} />;
  if (path === '/fact-find') return <QuestionnaireShell />;
  return null;
}

type RenderRequest = { path: string; firm: Firm; workspace?: WorkspaceHint | null };

export async function renderPage({ path, firm, workspace = null }: RenderRequest): Promise<Rendered | null> {
  const mode = renderModeOf(path);
  if (!mode) return null;
  // One render at a time per process: renderToString is synchronous, and the store is set just before it.
  firmStore.set({ firm, at: Date.now() });
  if (mode === 'shell') {
    const page = workspace === 'client' ? clientPageShell(path, firm) : null;
    return { mode, html: renderToString(<WorkspaceShell>{page ?? <PageSkeleton />}</WorkspaceShell>) };
  }
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
// firm's brand (and room for the menu button and the row of links the page adds), and the page's placeholder. Not
// hydrated: main.tsx renders the real page over it.
function WorkspaceShell({ children }: { children: ReactNode }) {
  return (
    <>
      <BrandStyle />
      <div className="flex min-h-dvh flex-col bg-gray-100 dark:bg-gray-950" aria-busy="true">
        <header className="sticky top-0 z-30 border-b border-gray-200 bg-white/95 dark:border-gray-800 dark:bg-gray-900/95">
          <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-6 sm:px-6">
            <div className="size-10 shrink-0 lg:hidden" />
            <div className="min-w-0">
              <FirmBrand />
            </div>
          </div>
        </header>
        <div className="hidden border-b border-gray-200 bg-white lg:block dark:border-gray-800 dark:bg-gray-900">
          <div className="mx-auto h-14 max-w-6xl" />
        </div>
        <main id={mainContentId} className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-10">
          <p className="sr-only" role="status">
            Loading
          </p>
          {children}
        </main>
      </div>
    </>
  );
}

// Grey blocks where a page will be.
function PageSkeleton() {
  return (
    <>
      <div className="h-8 w-64 max-w-full animate-pulse rounded-lg bg-gray-200 dark:bg-gray-800" />
      <div className="mt-6 h-40 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
      <div className="mt-4 h-40 animate-pulse rounded-2xl bg-white dark:bg-gray-900" />
    </>
  );
}
