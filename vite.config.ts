import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    sourcemap: true,
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
