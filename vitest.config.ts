import { defineConfig } from 'vitest/config';
import { iconSprite } from './scripts/lib/icon-sprite.ts';

// Unit tests (domain/, app/, scripts/) and server integration tests (tests/server) against a real database.
export default defineConfig({
  // The app's icons import the sprite's URL (app/components/ui/icons.tsx).
  plugins: [iconSprite()],
  test: {
    include: [
      'domain/**/*.test.ts',
      'app/**/*.test.{ts,tsx}',
      'i18n/**/*.test.ts',
      'server/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // Every text registered, as the server does at start (i18n/index.ts): domain labels and e-mails read them.
    setupFiles: ['i18n/index.ts'],
    // A migrated PGlite database, dumped once; every test file's database starts from it.
    globalSetup: ['tests/server/helpers/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // The files of a worker share its loaded modules instead of loading the app's modules again for each file (a
    // third of the time when isolated). Each file still makes its own database and runtime (tests/server/helpers).
    isolate: false,
    fileParallelism: true,
    // Vitest's default is one worker on a 2-core machine; the files wait on timers and I/O enough that two keep
    // both cores busy (about a quarter less time).
    maxWorkers: 2,
  },
});
