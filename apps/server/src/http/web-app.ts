import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite writes content-hashed files here; they never change under the same name. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app: files as they are, and `index.html` for every other GET
 * so the client router can take the path (history fallback). API paths never fall back.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;

  if (indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      redirect: false,
      // One route per built file, found at startup: static routes outrank `GET /:code`,
      // so /favicon.svg is the file, never a short-code lookup.
      wildcard: false,
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(distDir, HASHED_ASSETS_PREFIX));
        reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: pages answer 503 until `npm run build`');
  }

  // The static plugin would refuse the folder itself; the root is a page like any other.
  app.get('/', (_request, reply) => sendIndex(reply, indexHtml));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || !isPageRequest(request, path)) {
      return reply.code(404).send({ error: 'Not found', code: 'not_found' });
    }
    return sendIndex(reply, indexHtml);
  });
}

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A missing /assets/x.js must stay a 404, or the browser would parse HTML as a script.
  return !path.startsWith(HASHED_ASSETS_PREFIX);
}

function sendIndex(reply: FastifyReply, indexHtml: string | null): FastifyReply {
  if (indexHtml === null) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The Kurz web app is not built yet. Run `npm run build`, then restart the server.');
  }
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
}
