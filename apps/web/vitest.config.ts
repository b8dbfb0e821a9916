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
    // Each file in a VM context of its own inside a long-lived worker: a fresh window, document and module state per
    // file, as with the default pool, without starting a process and loading jsdom and the packages again for each
    // file (24 files: 120 s CPU in forks, 83 s here; sharing one context across files, 49 s, leaked module state
    // between files: the session store, the invalid answers' parse cache).
    pool: 'vmForks',
    setupFiles: ['src/test/setup.ts'],
    // Generous: the suite shares two cores with the others in CI; nothing here asserts speed.
    testTimeout: 45_000,
    restoreMocks: true,
    unstubGlobals: true,
    // brand-theme.test reads styles.css as text to check its defaults; other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
