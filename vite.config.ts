import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { iconSprite } from './scripts/lib/icon-sprite.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files of the client build worth compressing (fonts and images are compressed already). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|webmanifest|svg|txt|xml|map)$/;
/** Smaller files gain less than the Content-Encoding costs (server/http/compression.ts: COMPRESS_MIN_BYTES). */
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the client
 * build, each only when smaller than the file; the server sends them to browsers that accept them
 * (`precompressed` of serveStatic, server/entry.ts), so no request costs a compression.
 */
function precompress(): Plugin {
  return {
    name: 'tanai-precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(output) {
      if (!output.dir) return;
      const entries = await readdir(output.dir, { recursive: true, withFileTypes: true });
      const files = entries
        .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
        .map((e) => path.join(e.parentPath, e.name));
      await Promise.all(
        files.map(async (file) => {
          const body = await readFile(file);
          if (body.byteLength < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
              },
            }),
            gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.byteLength < body.byteLength) await writeFile(`${file}.br`, br);
          if (gz.byteLength < body.byteLength) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

export default defineConfig({
  // iconSprite: `virtual:icon-sprite`, the URL of the lucide icons' sprite (app/components/ui/icons.tsx).
  plugins: [tailwindcss(), reactRouter(), iconSprite(), precompress()],
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
