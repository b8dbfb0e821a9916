import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, startApp } from './app.tsx';

// Everything the app does in the browser: start it (app.tsx), then draw it into #root (main.tsx calls this).
export function start(): void {
  const { router, queryClient, pageDrawn } = startApp();

  // Reload into a newer build when one is deployed (not in development, which has no manifest). Its module comes once
  // the first page is drawn: it polls every few minutes and on focus, nothing of it is needed before.
  if (import.meta.env.PROD) {
    void pageDrawn
      .then(() => import('./lib/build-watch.ts'))
      .then(
        ({ fetchLatestBuildId, startBuildWatch }) =>
          startBuildWatch({
            runningBuildId: __BUILD_ID__,
            fetchLatestBuildId,
            reload: () => window.location.reload(),
            storage: window.sessionStorage,
            target: window,
            document,
          }),
        () => {
          // Not downloaded (offline, or this build already replaced): the next page load watches again.
        },
      );
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  const app = (
    <StrictMode>
      <App router={router} queryClient={queryClient} />
    </StrictMode>
  );
  // What the server put into #root (apps/server platform/web-app.ts, src/entry-server.tsx;
  // docs/decisions/013-first-paint-from-the-server.md): nothing (the browser renders the page), a page to hydrate,
  // or the signed-in pages' frame to keep on screen until the page itself can be drawn over it.
  const serverRender = container.dataset.render;
  // The page the server drew: the one asked for, or (data-path) the one a guard leads to — a first visit's signed-in
  // page drawn as the login page (entry-server.tsx), hydrated only if this browser's guard goes there too.
  const drawnPath = container.dataset.path ?? window.location.pathname;
  if (serverRender === 'hydrate' || serverRender === 'shell') {
    // The server rendered the route as loaded: load it here too (its guards, its code), so the first render is the
    // page, not a pending state, and for 'hydrate' the very markup the server sent.
    void router.load().then(() => {
      const sameRoute = router.state.location.pathname === drawnPath;
      if (
        serverRender === 'hydrate' &&
        sameRoute &&
        router.state.matches.every((m) => m.status === 'success')
      ) {
        // The server's render has no Suspense around the matches (TanStack Router renders so when it renders for a
        // server, or in the browser once told the page came from one); `ssr` tells it, nothing else is read from it.
        router.ssr = { manifest: undefined };
        hydrateRoot(container, app, {
          onRecoverableError: (error) =>
            console.error('The server-rendered page could not be hydrated:', error),
        });
      } else {
        createRoot(container).render(app);
      }
    });
  } else {
    createRoot(container).render(app);
  }
}
