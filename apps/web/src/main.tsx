import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, startApp } from './app.tsx';
import { fetchLatestBuildId, startBuildWatch } from './lib/build-watch.ts';

const { router, queryClient } = startApp();

// Spec §2: reload into a newer build when one is deployed (not in development, which has no manifest).
if (import.meta.env.PROD) {
  startBuildWatch({
    runningBuildId: __BUILD_ID__,
    fetchLatestBuildId,
    reload: () => window.location.reload(),
    storage: window.sessionStorage,
    target: window,
    document,
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>,
);
