import {
  ContactMessageInput,
  EnterpriseInquiryInput,
  FORM_TEXTS,
  HandledBody,
  InboxEntry,
  InboxItemParams,
  InboxPage,
  InboxParams,
  InboxQuery,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../accounts/require-user.js';
import type { RouteKit } from '../route-kit.js';
import { listInbox } from './list-inbox.js';
import { postPublicForm } from './public-form-route.js';
import { sendContactMessage } from './send-contact-message.js';
import { setInboxHandled } from './set-inbox-handled.js';
import { submitEnterpriseInquiry } from './submit-enterprise-inquiry.js';

/** A person writes a few messages an hour; a script writing more is refused. */
const CONTACT_RULE = { name: 'contact-ip', limit: 5, windowSeconds: 600 };
const INQUIRY_RULE = { name: 'enterprise-inquiry-ip', limit: 5, windowSeconds: 600 };

export function registerFormRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: requireAdmin(auth) };

  postPublicForm(app, rateLimits, {
    path: '/api/contact',
    rule: CONTACT_RULE,
    body: ContactMessageInput,
    submit: sendContactMessage,
    successText: FORM_TEXTS.contactSuccess,
  });
  postPublicForm(app, rateLimits, {
    path: '/api/enterprise-inquiry',
    rule: INQUIRY_RULE,
    body: EnterpriseInquiryInput,
    submit: submitEnterpriseInquiry,
    successText: FORM_TEXTS.inquirySuccess,
  });

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
