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
    setupFiles: ['src/test/setup.ts'],
    // Generous: the suite shares two cores with the others in CI; nothing here asserts speed.
    testTimeout: 45_000,
    // Files share a worker's jsdom and loaded modules (React, the router, Radix, every route's code): started and
    // imported once per worker instead of once per file, which was most of the web suite's time (jsdom's start-up
    // and the imports, over 60 % of its CPU). Each test still starts clean: test/setup.ts clears storage, the
    // document's classes and the fake API before each test, and unmounts, stops the apps and restores mocks and
    // globals after it.
    isolate: false,
    restoreMocks: true,
    unstubGlobals: true,
    // brand-theme.test reads styles.css as text to check its defaults; other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
