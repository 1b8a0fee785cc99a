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
        // zod's setting (lib/zod-without-eval.ts) must run before any schema is built: in
        // zod's own chunk, which every chunk that builds schemas loads first.
        // zod/v3 (used inside the API reference's dependencies only) has no JIT: left out,
        // so it stays in that lazy screen's chunks instead of growing every page's.
        manualChunks: (id) =>
          (id.includes('/node_modules/zod/') && !id.includes('/node_modules/zod/v3/')) ||
          id.endsWith('/zod-without-eval.ts')
            ? 'zod'
            : undefined,
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
