import { CheckEmailExistsBody, CheckEmailExistsReply, SignInProvidersReply } from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { byIp, rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { registerAuthRoutes } from './auth-routes.js';
import { checkEmailExists } from './check-email-exists.js';
import { listSignInProviders } from './list-sign-in-providers.js';

const EMAIL_EXISTS_RULE = { name: 'email-exists-ip', limit: 20, windowSeconds: 60 };

/** better-auth's `/api/auth/*` (auth-routes.ts) and Kurz's own account calls. */
export function registerAccountRoutes(kit: RouteKit): void {
  const { app, rateLimits } = kit;
  registerAuthRoutes(kit);
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Outside /api/auth/*, which is better-auth's: it has no such list of its own.
  api.get(
    '/api/sign-in-providers',
    { schema: { response: { 200: SignInProvidersReply } } },
    async (request) => ({ providers: listSignInProviders(request.ctx.config) }),
  );

  api.post(
    '/api/check-email-exists',
    {
      schema: { body: CheckEmailExistsBody, response: { 200: CheckEmailExistsReply } },
      preHandler: rateLimit(rateLimits, EMAIL_EXISTS_RULE, byIp),
    },
    async (request) => ({
      exists: await checkEmailExists({
        ctx: request.ctx,
        input: { email: request.body.email_to_check },
      }),
    }),
  );
}
