import {
  ANALYTICS_MESSAGES,
  AnalyticsQuery,
  AnalyticsReply,
  type AnalyticsReport,
} from '@kurz/shared';
import type { FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../accounts/require-user.js';
import { byIp, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace } from '../workspace/workspace-guard.js';
import { analyticsCsv, csvFileName } from './analytics-csv.js';
import { getAnalytics } from './get-analytics.js';

const ANALYTICS_RULE = { name: 'analytics-ip', limit: 120, windowSeconds: 60 };

/**
 * POST /api/analytics-real and /api/analytics (the spec's two names for one call). The
 * rollups that keep them fast are written by the click writer thread (clicks/click-worker.ts).
 */
export function registerAnalyticsRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const acting = requireWorkspace();
  for (const url of ['/api/analytics-real', '/api/analytics']) {
    api.post(
      url,
      {
        preValidation: [
          rateLimit(rateLimits, ANALYTICS_RULE, byIp),
          requireUser(auth, ANALYTICS_MESSAGES.signIn),
        ],
        preHandler: acting,
        schema: { body: AnalyticsQuery, response: { 200: AnalyticsReply } },
      },
      async (request, reply) => {
        const report = await getAnalytics({
          ctx: actingCtx(request),
          input: { query: request.body },
        });
        if (request.body.format === 'json') return { data: report };
        return sendCsv(reply, report);
      },
    );
  }
}

/** A CSV body is sent as text: the JSON reply schema does not apply to it. */
function sendCsv(reply: FastifyReply, report: AnalyticsReport) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${csvFileName(report)}"`)
    .send(analyticsCsv(report));
}
