import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

/** In development the API runs on the Kurz server; Vite proxies to it. */
const apiTarget = `http://127.0.0.1:${process.env.KURZ_DEV_API_PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    // Read @kurz/shared from its TypeScript source: no build step between the packages.
    conditions: ['@kurz/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      output: {
        // zod in one chunk of its own, shared by the screens that build schemas.
        manualChunks: (id) => (id.includes('/node_modules/zod/') ? 'zod' : undefined),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/readyz': apiTarget,
    },
  },
});
