import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

/** In development the API runs on the Kurz server; Vite proxies to it. */
const apiTarget = `http://127.0.0.1:${process.env.KURZ_DEV_API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    // Read @kurz/shared from its TypeScript source: no build step between the packages.
    conditions: ['@kurz/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
