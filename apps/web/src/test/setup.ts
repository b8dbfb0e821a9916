import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { forgetLiveEdits } from '../features/factfind/live-edits.ts';
import { initSession } from '../lib/session.ts';
import { preloadDialog } from '../ui/dialog.tsx';
import { getToasts, removeToast } from '../ui/toast/toast-store.ts';
import { stopApps } from './app-teardown.ts';
import { assertNoUnexpectedConsoleError, guardConsoleError } from './console-guard.ts';
import { assertAllRequestsHandled, resetFakeApi } from './fake-api.ts';
import { installMatchMedia } from './match-media.ts';

// findBy*/waitFor wait up to 15 s: lazy route chunks load slowly on a busy 2-core CI machine, and a
// timeout there is a false failure, not a slow UI (nothing here measures speed).
configure({ asyncUtilTimeout: 15_000 });

// Dialogs load their code when one first opens (ui/dialog.tsx); loaded here, a test sees a dialog in the same
// render that opens it, as it did before. ui/dialog.test.tsx checks the first open without this.
beforeAll(() => preloadDialog());

beforeEach(() => {
  guardConsoleError();
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  // A worker's files share its modules (vitest.config.ts): what the app keeps in modules starts each test as a page
  // load starts it, not as the last test of another file left it: the session (and its idle clock) read from the
  // empty storage, no toast, no partner's edit seen.
  initSession();
  for (const toast of getToasts()) removeToast(toast.id);
  forgetLiveEdits();
  document.documentElement.className = '';
  installMatchMedia({ prefersDark: false });
  resetFakeApi();
});

afterEach(async () => {
  await stopApps();
  cleanup();
  assertAllRequestsHandled();
  assertNoUnexpectedConsoleError();
});

// The trust-device and workspace-hint cookies (features/auth/api.ts, lib/workspace-hint.ts) of an earlier test.
function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

// Radix menus measure their trigger; jsdom has no layout, so a no-op observer is enough.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoopResizeObserver;
// The router restores scroll positions; jsdom has no layout to scroll.
window.scrollTo = () => {};
