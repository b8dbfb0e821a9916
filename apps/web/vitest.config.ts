import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { routerPlugin } from './vite.config.ts';

export default defineProject({
  // The route tree as the build has it (routes/routeTree.gen.ts, regenerated if routes/route-tree.ts changed), each
  // route's components left in its file: a test loads a page's code with its route, not as a chunk of its own.
  plugins: [routerPlugin({ codeSplitting: false }), react()],
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    // A worker's files share its process and its loaded modules (React, the router, the app's own), as
    // the domain and server projects do: loading them again for each file was most of a file's cost (138 files:
    // 218 s CPU with a VM context per file, vmForks, 120 s shared). What the app keeps in modules, test/setup.ts
    // resets before each test (the session, toasts, a partner's edits) as a page load would; a test wanting a fresh
    // copy of one module imports it under a query of its own (ui/dialog.test.tsx), never vi.resetModules(), which
    // would leave the worker's next files a second copy of what they share.
    pool: 'forks',
    isolate: false,
    setupFiles: ['src/test/setup.ts'],
    // Generous: the suite shares two cores with the others in CI; nothing here asserts speed.
    testTimeout: 45_000,
    restoreMocks: true,
    unstubGlobals: true,
    // brand-theme.test reads styles.css as text to check its defaults; other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
