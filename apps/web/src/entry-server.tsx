import type { Firm } from '@atrium/domain/contract/firm';
import type { WorkspaceHint } from '@atrium/domain/session/workspace-hint';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { type ReactNode, StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app.tsx';
import { QuestionnaireShell } from './features/factfind/components/questionnaire-shell.tsx';
import { BrandStyle } from './features/firm/components/brand-style.tsx';
import { FirmBrand } from './features/firm/components/firm-brand.tsx';
import { createFirmStore } from './features/firm/firm-store.ts';
import { FirmStoreContext } from './features/firm/hooks/use-firm.ts';
import { ClientHomeShell } from './features/home/components/client-home-shell.tsx';
import { SupportNeedsPrompt } from './features/support-needs/components/support-needs-prompt.tsx';
import { createDeferredQueryClient } from './query-runtime.tsx';
import { createAppRouter } from './router.ts';
import { adviserMessagesNavItem, adviserNavigation, clientNavigationOf } from './routes/navigation.ts';
import { AppShell } from './ui/layout/app-shell.tsx';
import type { NavItem } from './ui/layout/nav-item.tsx';
import { PlaceholderBlock } from './ui/placeholder-block.tsx';

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
//   A browser without the hint is taken to be a visitor who is not signed in: a signed-in page is drawn as the login
//   page its guard sends such a visitor to (hydrated, so what is typed stays), and a browser with the hint that opens
//   /login gets the frame of the page it is sent on to (docs/decisions/017-first-visit-paint.md).
export type RenderMode = 'hydrate' | 'shell';
// path: the page drawn, when it is not the one asked for (the browser hydrates only once its router is there too).
export type Rendered = { mode: RenderMode; html: string; path?: string };

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
  // /fact-find without a ?step= opens on "About you", which routes/fact-find.tsx heads with the support-needs prompt:
  // the largest text of that screen, so it comes with the HTML too.
  if (path === '/fact-find')
    return (
      <>
        <SupportNeedsPrompt firmName={firm.name} />
        <QuestionnaireShell />
      </>
    );
  return null;
}

type RenderRequest = { path: string; firm: Firm; workspace?: WorkspaceHint | null };

// The login page, where routes/guards.ts sends a visitor without a session.
const loginPath = '/login';

export async function renderPage({ path, firm, workspace = null }: RenderRequest): Promise<Rendered | null> {
  const mode = renderModeOf(path);
  if (!mode) return null;
  // A first visit (no hint: nobody has been signed in in this browser lately) to a signed-in page ends on the login
  // page once the guard has run: that page comes with the HTML, to be hydrated where the guard takes the browser.
  if (mode === 'shell' && workspace === null) {
    const login = await renderHydrated(loginPath, `${loginPath}?redirect=${encodeURIComponent(path)}`, firm);
    return login ? { ...login, path: loginPath } : null;
  }
  // A returning browser opening /login is sent home by requireGuest: its home's frame comes with the HTML.
  if (path === loginPath && workspace !== null) return renderShell('/', firm, workspace);
  return mode === 'shell' ? renderShell(path, firm, workspace) : renderHydrated(path, path, firm);
}

function routerFor(href: string, firm: Firm) {
  // This render's own firm: renders for different firms overlap while one awaits its router, so nothing of the
  // firm may live in a module-wide store. The router's root loader and every useFirm() read this one.
  const firmStore = createFirmStore({ firm, at: Date.now() });
  const deferredQueryClient = createDeferredQueryClient();
  const router = createAppRouter({
    deferredQueryClient,
    firmStore,
    history: createMemoryHistory({ initialEntries: [href] }),
    // Its restoration script would be inline (the CSP forbids it); the browser's router restores scroll itself.
    scrollRestoration: false,
  });
  return { firmStore, deferredQueryClient, router };
}

function renderShell(path: string, firm: Firm, workspace: WorkspaceHint | null): Rendered {
  const { firmStore, router } = routerFor(path, firm);
  const page = workspace === 'client' ? clientPageShell(path, firm) : null;
  const html = renderToString(
    // Not loaded (its guards need the session, which only the browser has): the router is there for the links.
    <FirmStoreContext value={firmStore}>
      <RouterContextProvider router={router}>
        <WorkspaceShell nav={shellNavigation(path, workspace)}>{page ?? <PageSkeleton />}</WorkspaceShell>
      </RouterContextProvider>
    </FirmStoreContext>,
  );
  return { mode: 'shell', html };
}

// `path` drawn from `href` (its search too, as the browser's router will have it).
async function renderHydrated(path: string, href: string, firm: Firm): Promise<Rendered | null> {
  const { firmStore, deferredQueryClient, router } = routerFor(href, firm);
  await router.load();
  // A guard sent the visit elsewhere, or the page failed to load: the browser renders it.
  if (router.state.location.pathname !== path || router.state.matches.some((m) => m.status !== 'success'))
    return null;
  const html = renderToString(
    <StrictMode>
      <FirmStoreContext value={firmStore}>
        <App router={router} queryClient={deferredQueryClient} />
      </FirmStoreContext>
    </StrictMode>,
  );
  return { mode: 'hydrate', html };
}

// The row of links the signed-in page will show, as far as it is the same for everyone of the hint's kind: a client's
// without the unread count or Protection, the firm's workspace's without the admin's pages; none without a hint.
function shellNavigation(path: string, workspace: WorkspaceHint | null): NavItem[] {
  if (workspace === 'client') return clientNavigationOf({});
  if (workspace === 'staff' && /^\/adviser(\/|$)/.test(path))
    return [...adviserNavigation, adviserMessagesNavItem];
  return [];
}

// What every signed-in page looks like before it knows who is signed in: the pages' own frame (ui/layout/app-shell.tsx)
// with the firm's brand and the row of links, without the bell and the account menu, around the page's placeholder.
// Not hydrated: main.tsx renders the real page over it.
function WorkspaceShell({ nav, children }: { nav: NavItem[]; children: ReactNode }) {
  return (
    <>
      <BrandStyle />
      <div aria-busy="true">
        <AppShell brand={<FirmBrand />} nav={nav} userMenu={null}>
          <p className="sr-only" role="status">
            Loading
          </p>
          {children}
        </AppShell>
      </div>
    </>
  );
}

// Grey blocks where a page will be.
function PageSkeleton() {
  return (
    <>
      <div className="h-8 w-64 max-w-full animate-pulse rounded-lg bg-gray-200 dark:bg-gray-800" />
      <PlaceholderBlock className="mt-6 h-40" />
      <PlaceholderBlock className="mt-4 h-40" />
    </>
  );
}
