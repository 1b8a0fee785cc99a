import {
  AvailabilityBody,
  AvailabilityReply,
  ShortDomainsReply,
  ShortenBody,
  ShortenReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byIp, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, memberRoute } from '../workspace/workspace-guard.js';
import { checkAvailability } from './check-availability.js';
import { createLink } from './create-link.js';
import { createInputOf } from './link-input.js';
import { listShortDomains } from './short-domains.js';
import { toShortenReply } from './shorten-reply.js';

const AVAILABILITY_RULE = { name: 'availability-ip', limit: 60, windowSeconds: 60 };
const SHORTEN_RULE = { name: 'shorten-ip', limit: 60, windowSeconds: 60 };
/** One account from many addresses: more links than a person makes by hand is a script. */
const SHORTEN_USER_RULE = { name: 'shorten-user', limit: 200, windowSeconds: 600 };

export function registerLinkRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/api/shorten',
    {
      ...memberRoute({ auth, rateLimits }, SHORTEN_RULE)(SHORTEN_USER_RULE),
      schema: { body: ShortenBody, response: { 200: ShortenReply } },
    },
    async (request) => {
      const result = await createLink({
        ctx: actingCtx(request),
        input: createInputOf(request.body),
      });
      return toShortenReply(request.ctx.config, result);
    },
  );

  api.post(
    '/api/check-availability',
    {
      preHandler: rateLimit(rateLimits, AVAILABILITY_RULE, byIp),
      schema: { body: AvailabilityBody, response: { 200: AvailabilityReply } },
    },
    async (request) =>
      checkAvailability({ ctx: request.ctx, input: { code: request.body.short_url } }),
  );

  // The web shows the default host in front of the custom-code field.
  api.get(
    '/api/short-domains',
    { schema: { response: { 200: ShortDomainsReply } } },
    async (request) => listShortDomains(request.ctx.config),
  );
}
