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
    restoreMocks: true,
    unstubGlobals: true,
    // brand-theme.test reads styles.css as text to check its defaults; other CSS stays out of tests.
    css: { include: [/styles\.css/] },
  },
});
