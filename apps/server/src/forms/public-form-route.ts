import { FormReply } from '@kurz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Ctx } from '../context.js';
import { byIp, type RateLimitStore, type RateRule, rateLimit } from '../http/rate-limit.js';

/** A form anyone may send (contact, enterprise inquiry, link report). */
export interface PublicForm<Body extends z.ZodType> {
  path: string;
  /** Counted per IP: a person sends a few an hour; a script sending more is refused. */
  rule: RateRule;
  body: Body;
  submit: (args: { ctx: Ctx; input: z.infer<Body> }) => Promise<{ id: string }>;
  /** The spec's confirmation text, shown once the form is stored. */
  successText: string;
}

/** Registers a public form's POST: rate rule by IP, body schema, one verb, a FormReply. */
export function postPublicForm<Body extends z.ZodType>(
  app: FastifyInstance,
  rateLimits: RateLimitStore,
  form: PublicForm<Body>,
): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    form.path,
    {
      preHandler: rateLimit(rateLimits, form.rule, byIp),
      schema: { body: form.body, response: { 200: FormReply } },
    },
    async (request) => {
      // Fastify has parsed the body with form.body; the type provider cannot follow a generic schema.
      const input = request.body as z.infer<Body>;
      const { id } = await form.submit({ ctx: request.ctx, input });
      return { success: true as const, message: form.successText, id };
    },
  );
}
