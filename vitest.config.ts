import { defineConfig } from 'vitest/config';

// Unit tests (domain/, app/) and server integration tests (tests/server) against a real database.
export default defineConfig({
  test: {
    include: [
      'domain/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/server/**/*.test.ts',
    ],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: true,
  },
});
