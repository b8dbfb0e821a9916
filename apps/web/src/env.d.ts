// Replaced at build time by vite.config.ts (and by vitest.config.ts in tests).
declare const __BUILD_ID__: string;
