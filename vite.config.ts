import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { iconSprite } from './scripts/lib/icon-sprite.ts';

export default defineConfig({
  // iconSprite: `virtual:icon-sprite`, the URL of the lucide icons' sprite (app/components/ui/icons.tsx).
  plugins: [tailwindcss(), reactRouter(), iconSprite()],
  build: {
    // Font files stay files: inlined into the CSS, the small Cyrillic and Latin-extended faces no page uses would
    // be downloaded (and block rendering) on every page.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // Rolldown's plugin-timing notice says how busy the machine was during the build, not what to fix in it;
    // `npm start` shows every build warning (scripts/start.mjs).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    // The SSR bundle's entry is the Hono server, which imports the React Router build itself,
    // so the pages, the API and the services share one module graph (one database client).
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
  server: {
    port: 3000,
    // Test output and runtime data are not source code.
    watch: {
      ignored: [
        '**/test-results*/**',
        '**/.e2e*/**',
        '**/data/**',
        '**/build*/**',
        '**/playwright-report/**',
      ],
    },
  },
  // Pre-bundle the browser dependencies at dev start-up instead of on the first page view.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react-router',
      'radix-ui',
      'better-auth/client',
      'better-auth/client/plugins',
      'zod',
      'clsx',
      'tailwind-merge',
      'class-variance-authority',
    ],
  },
});
