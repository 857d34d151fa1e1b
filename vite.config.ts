import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  environments: {
    // The SSR bundle's entry is the Hono server, which imports the React Router build itself,
    // so the pages, the API and the services share one module graph (one database client).
    ssr: { build: { rollupOptions: { input: './server/entry.ts' } } },
  },
  server: { port: 3000 },
});
