import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
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
