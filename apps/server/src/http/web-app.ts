import fs from 'node:fs';
import path from 'node:path';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { isAppPagePath } from '@kurz/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Vite writes content-hashed files here; they never change under the same name. */
const HASHED_ASSETS_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** The build writes these beside each file worth compressing (apps/web/build/precompress.ts). */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
const EXTENSION: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** index.html as built, and its compressed copies where the build wrote them. */
interface Shell {
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * Serves the built React app: files as they are (or their precompressed copies), and
 * `index.html` for every other GET so the client router can take the path (history
 * fallback): status 200 on the app's pages (the shared page table), 404 elsewhere, where
 * the router shows its not-found screen. API paths never fall back.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const shell = readShell(distDir);

  if (shell !== null) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      redirect: false,
      // One route per built file, found at startup: static routes outrank `GET /:code`,
      // so /favicon.svg is the file, never a short-code lookup.
      wildcard: false,
      // The compressed copies are picked by Accept-Encoding, never asked for by name.
      globIgnore: ENCODINGS.map((encoding) => `**/*${EXTENSION[encoding]}`),
      preCompressed: true,
      setHeaders(reply, filePath) {
        const isHashed = filePath.startsWith(path.join(distDir, HASHED_ASSETS_PREFIX));
        reply.header('cache-control', isHashed ? IMMUTABLE : 'no-cache');
      },
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: pages answer 503 until `npm run build`');
  }

  // The static plugin would refuse the folder itself; the root is a page like any other.
  app.get('/', (request, reply) => sendShell(request, reply, shell, 200));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    if (path.startsWith('/api/') || path === '/api' || !isPageRequest(request, path)) {
      return reply.code(404).send({ error: 'Not found', code: 'not_found' });
    }
    return sendShell(request, reply, shell, isAppPagePath(path) ? 200 : 404);
  });
}

function readShell(distDir: string): Shell | null {
  const file = path.join(distDir, 'index.html');
  if (!fs.existsSync(file)) return null;
  const encoded: Shell['encoded'] = {};
  for (const encoding of ENCODINGS) {
    const copy = file + EXTENSION[encoding];
    if (fs.existsSync(copy)) encoded[encoding] = fs.readFileSync(copy);
  }
  return { identity: fs.readFileSync(file), encoded };
}

function isPageRequest(request: FastifyRequest, path: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // A missing /assets/x.js must stay a 404, or the browser would parse HTML as a script.
  return !path.startsWith(HASHED_ASSETS_PREFIX);
}

function sendShell(
  request: FastifyRequest,
  reply: FastifyReply,
  shell: Shell | null,
  status: number,
): FastifyReply {
  if (shell === null) {
    return reply
      .code(503)
      .type('text/plain; charset=utf-8')
      .send('The Kurz web app is not built yet. Run `npm run build`, then restart the server.');
  }
  reply.code(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
  const available = ENCODINGS.filter((encoding) => shell.encoded[encoding] !== undefined);
  if (available.length === 0) return reply.send(shell.identity);
  reply.header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, available) : null;
  const body = encoding ? shell.encoded[encoding] : undefined;
  if (!encoding || !body) return reply.send(shell.identity);
  return reply.header('content-encoding', encoding).send(body);
}
