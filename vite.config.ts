import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const RADIX =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/;
const RADIX_ELSEWHERE =
  /node_modules[\\/]@radix-ui[\\/]react-(toast|tabs|switch|menu|dropdown-menu|roving-focus)[\\/]/;

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The libraries every page's first load needs, in one long-cached chunk: they change far less
              // often than the app, and one chunk compresses better than the handful the default splitting
              // makes of them. Libraries only some pages use stay with those pages' chunks.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|@tanstack[\\/](query-core|react-query)|tailwind-merge|clsx|class-variance-authority|@radix-ui[\\/](react-slot|react-compose-refs))[\\/]/,
              priority: 2,
            },
            {
              // Radix's primitives and their helpers (positioning, focus, scroll lock), used by most pages
              // after home (which loads none of them): one chunk instead of some twenty small ones, each of
              // which would cost a request and compress on its own. Toast (fetched with the first toast), the
              // account menu's dropdown (fetched when first pressed), tabs and switch (settings, the cookie
              // dialog) stay with the few that use them.
              name: 'radix',
              test: (id: string) => RADIX.test(id) && !RADIX_ELSEWHERE.test(id),
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // In development Vite serves the client with hot reload and hands the server's paths to Fastify.
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/meta': `http://127.0.0.1:${apiPort}`,
    },
  },
});
