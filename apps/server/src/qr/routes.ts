import { QrQuery } from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, memberRoute } from '../workspace/workspace-guard.js';
import { renderQr } from './render-qr.js';

/** Rendering costs CPU: enough for a person trying options, not for a bulk generator. */
const QR_RULE = { name: 'qr-ip', limit: 120, windowSeconds: 60 };
/** The same account from many addresses: a person's rate, not a farm's. */
const QR_USER_RULE = { name: 'qr-user', limit: 300, windowSeconds: 300 };

export function registerQrRoutes({ app, auth, rateLimits }: RouteKit) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/qr',
    {
      ...memberRoute({ auth, rateLimits }, QR_RULE)(QR_USER_RULE),
      schema: { querystring: QrQuery },
    },
    async (request, reply) => {
      const { code, domain, format, size, margin, dark, light, ecl } = request.query;
      const qr = await renderQr({
        ctx: actingCtx(request),
        input: { code, domain, format, size, margin, dark, light, errorCorrectionLevel: ecl },
      });
      return (
        reply
          .header('content-type', qr.contentType)
          .header('cache-control', 'private, max-age=300')
          .header('x-content-type-options', 'nosniff')
          // An SVG opened on its own is a document: it may hold nothing that runs.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .send(qr.body)
      );
    },
  );
}
