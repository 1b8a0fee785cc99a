import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Helmet with a CSP the built app passes: scripts and styles from our origin only (the
 * dark-mode bootstrap is a file, not an inline script; React sets style props through the
 * DOM, which CSP allows), plus the hashes of the inline styles of pages the server draws
 * itself (`inlineStyleHashes`: the visitor pages' one stylesheet). Images also from
 * data: and blob: (QR codes, avatar previews). HTTPS-only headers only when the app is
 * served over HTTPS.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  inlineStyleHashes: readonly string[],
): Promise<void> {
  const isHttps = config.appUrl.protocol === 'https:';
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", ...inlineStyleHashes],
        upgradeInsecureRequests: isHttps ? [] : null,
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 15552000, includeSubDomains: false } : false,
    // Older browsers read X-Frame-Options only: the same 'none' as frame-ancestors.
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}
