import { defineConfig } from 'vitest/config';

// Process tests: the production build started as real server processes (`node server.js`) on PGlite and on
// PostgreSQL, driven over real HTTP. Run by `npm test` after the build (scripts/test.mjs).
export default defineConfig({
  test: {
    include: ['tests/process/**/*.test.ts'],
    environment: 'node',
    // Every text registered, as the server does at start (i18n/index.ts): the tests read domain labels.
    setupFiles: ['i18n/index.ts'],
    globalSetup: ['tests/process/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Each file starts its own servers; two files at a time keep a 2-core machine responsive.
    maxWorkers: 2,
  },
});
