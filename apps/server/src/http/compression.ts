import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller answers gain less than compressing them costs. */
const THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers on the fly (brotli or gzip, as the client accepts). Only
 * routes under /api get the plugin's hooks: pages and files are compressed at build time
 * (web-app.ts), and the redirect route must not pay a hook per click.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own onRoute hook, which then leaves these routes alone.
  app.addHook('onRoute', (route) => {
    if (!isApiPath(route.url)) route.compress ??= false;
  });
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD_BYTES,
    // Request bodies are taken as sent: inflating them is work and a zip-bomb surface no client needs.
    globalDecompression: false,
  });
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/');
}
