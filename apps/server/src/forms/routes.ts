import {
  ContactMessageInput,
  EnterpriseInquiryInput,
  FORM_TEXTS,
  FormReply,
  HandledBody,
  InboxEntry,
  InboxItemParams,
  InboxPage,
  InboxParams,
  InboxQuery,
} from '@kurz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Auth } from '../accounts/auth.js';
import { requireAdmin } from '../accounts/require-user.js';
import { byIp, type RateLimitStore, rateLimit } from '../http/rate-limit.js';
import { listInbox } from './list-inbox.js';
import { sendContactMessage } from './send-contact-message.js';
import { setInboxHandled } from './set-inbox-handled.js';
import { submitEnterpriseInquiry } from './submit-enterprise-inquiry.js';

/** A person writes a few messages an hour; a script writing more is refused. */
const CONTACT_RULE = { name: 'contact-ip', limit: 5, windowSeconds: 600 };
const INQUIRY_RULE = { name: 'enterprise-inquiry-ip', limit: 5, windowSeconds: 600 };

export function registerFormRoutes(
  app: FastifyInstance,
  auth: Auth,
  rateLimits: RateLimitStore,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: requireAdmin(auth) };

  api.post(
    '/api/contact',
    {
      preHandler: rateLimit(rateLimits, CONTACT_RULE, byIp),
      schema: { body: ContactMessageInput, response: { 200: FormReply } },
    },
    async (request) => {
      const { id } = await sendContactMessage({ ctx: request.ctx, input: request.body });
      return { success: true as const, message: FORM_TEXTS.contactSuccess, id };
    },
  );

  api.post(
    '/api/enterprise-inquiry',
    {
      preHandler: rateLimit(rateLimits, INQUIRY_RULE, byIp),
      schema: { body: EnterpriseInquiryInput, response: { 200: FormReply } },
    },
    async (request) => {
      const { id } = await submitEnterpriseInquiry({ ctx: request.ctx, input: request.body });
      return { success: true as const, message: FORM_TEXTS.inquirySuccess, id };
    },
  );

  api.get(
    '/api/admin/inbox/:kind',
    {
      ...admin,
      schema: { params: InboxParams, querystring: InboxQuery, response: { 200: InboxPage } },
    },
    async (request) =>
      listInbox({ ctx: request.ctx, input: { kind: request.params.kind, ...request.query } }),
  );

  api.patch(
    '/api/admin/inbox/:kind/:id',
    {
      ...admin,
      schema: { params: InboxItemParams, body: HandledBody, response: { 200: InboxEntry } },
    },
    async (request) =>
      setInboxHandled({ ctx: request.ctx, input: { ...request.params, ...request.body } }),
  );
}
