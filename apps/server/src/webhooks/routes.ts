import {
  CreateWebhookBody,
  UpdateWebhookBody,
  WEBHOOK_MESSAGES,
  WebhookCreatedReply,
  WebhookDeliveriesQuery,
  WebhookDeliveriesReply,
  WebhookDeliveryParams,
  WebhookDeliveryReply,
  WebhookEndpointView,
  WebhookParams,
  WebhookSecretReply,
  WebhooksQuery,
  WebhooksReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byUser, requireUser } from '../accounts/require-user.js';
import { rateLimit } from '../http/rate-limit.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, requireWorkspace, type TeamOf } from '../workspace/workspace-guard.js';
import { createWebhook } from './create-webhook.js';
import { deleteWebhook } from './delete-webhook.js';
import { findEndpoint } from './endpoint-repository.js';
import { listWebhookDeliveries } from './list-webhook-deliveries.js';
import { listWebhooks } from './list-webhooks.js';
import { replayWebhookDelivery } from './replay-webhook-delivery.js';
import { rotateWebhookSecret } from './rotate-webhook-secret.js';
import { sendTestWebhook } from './send-test-webhook.js';
import { updateWebhook } from './update-webhook.js';

const WEBHOOK_READ_RULE = { name: 'webhook-read-user', limit: 300, windowSeconds: 60 };
const WEBHOOK_WRITE_RULE = { name: 'webhook-write-user', limit: 60, windowSeconds: 600 };

/** An endpoint's id names its workspace: its team, else (a personal one, or none) the caller's own. */
const endpointTeam: TeamOf = async (request) => {
  const { id } = request.params as { id: string };
  return (await findEndpoint(request.ctx.db, id))?.org_id ?? null;
};

/**
 * A workspace's webhooks (/user/api-access/webhooks): the caller's personal workspace, or
 * a team's by `organization_id`; an endpoint's id decides its workspace.
 */
export function registerWebhookRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = requireUser(auth);
  const read = [signedIn, rateLimit(rateLimits, WEBHOOK_READ_RULE, byUser)];
  const write = [signedIn, rateLimit(rateLimits, WEBHOOK_WRITE_RULE, byUser)];
  const named = requireWorkspace();
  // A team the caller is not in hides its endpoints like missing ones.
  const ofEndpoint = requireWorkspace(endpointTeam, { notFound: WEBHOOK_MESSAGES.notFound });

  api.get(
    '/api/webhooks',
    {
      preValidation: read,
      preHandler: named,
      schema: { querystring: WebhooksQuery, response: { 200: WebhooksReply } },
    },
    async (request) => listWebhooks({ ctx: actingCtx(request) }),
  );
  api.post(
    '/api/webhooks',
    {
      preValidation: write,
      preHandler: named,
      schema: { body: CreateWebhookBody, response: { 201: WebhookCreatedReply } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .header('cache-control', 'no-store')
        .send(await createWebhook({ ctx: actingCtx(request), input: request.body })),
  );
  api.patch(
    '/api/webhooks/:id',
    {
      preValidation: write,
      preHandler: ofEndpoint,
      schema: {
        params: WebhookParams,
        body: UpdateWebhookBody,
        response: { 200: z.object({ endpoint: WebhookEndpointView }) },
      },
    },
    async (request) => ({
      endpoint: await updateWebhook({
        ctx: actingCtx(request),
        input: { id: request.params.id, body: request.body },
      }),
    }),
  );
  api.delete(
    '/api/webhooks/:id',
    {
      preValidation: write,
      preHandler: ofEndpoint,
      schema: { params: WebhookParams, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => deleteWebhook({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
  api.post(
    '/api/webhooks/:id/rotate-secret',
    {
      preValidation: write,
      preHandler: ofEndpoint,
      schema: { params: WebhookParams, response: { 200: WebhookSecretReply } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(
          await rotateWebhookSecret({ ctx: actingCtx(request), input: { id: request.params.id } }),
        ),
  );
  api.get(
    '/api/webhooks/:id/deliveries',
    {
      preValidation: read,
      preHandler: ofEndpoint,
      schema: {
        params: WebhookParams,
        querystring: WebhookDeliveriesQuery,
        response: { 200: WebhookDeliveriesReply },
      },
    },
    async (request) =>
      listWebhookDeliveries({
        ctx: actingCtx(request),
        input: { id: request.params.id, cursor: request.query.cursor },
      }),
  );
  api.post(
    '/api/webhooks/:id/deliveries/:deliveryId/replay',
    {
      preValidation: write,
      preHandler: ofEndpoint,
      schema: { params: WebhookDeliveryParams, response: { 200: WebhookDeliveryReply } },
    },
    async (request) =>
      replayWebhookDelivery({
        ctx: actingCtx(request),
        input: { id: request.params.id, deliveryId: request.params.deliveryId },
      }),
  );
  api.post(
    '/api/webhooks/:id/test',
    {
      preValidation: write,
      preHandler: ofEndpoint,
      schema: { params: WebhookParams, response: { 200: WebhookDeliveryReply } },
    },
    async (request) =>
      sendTestWebhook({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
}
