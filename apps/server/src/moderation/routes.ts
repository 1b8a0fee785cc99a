import {
  FORM_TEXTS,
  ModeratedLink,
  ModeratedUser,
  ModerateLinkBody,
  ModerateUserBody,
  ModerationList,
  ReportLinkInput,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, userOf } from '../accounts/require-user.js';
import { postPublicForm } from '../forms/public-form-route.js';
import type { RouteKit } from '../route-kit.js';
import { listDisabled } from './list-disabled.js';
import { reportLink } from './report-link.js';
import { setLinkDisabled } from './set-link-disabled.js';
import { setUserDisabled } from './set-user-disabled.js';

/** As the contact form: a person reports a few links an hour; a script reporting more is refused. */
const REPORT_RULE = { name: 'report-link-ip', limit: 5, windowSeconds: 600 };

export function registerModerationRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { preValidation: requireAdmin(auth) };

  postPublicForm(app, rateLimits, {
    path: '/api/report-link',
    rule: REPORT_RULE,
    body: ReportLinkInput,
    submit: reportLink,
    successText: FORM_TEXTS.reportSuccess,
  });

  api.get(
    '/api/admin/moderation',
    { ...admin, schema: { response: { 200: ModerationList } } },
    async (request) => listDisabled({ ctx: request.ctx }),
  );

  api.post(
    '/api/admin/moderation/link',
    { ...admin, schema: { body: ModerateLinkBody, response: { 200: ModeratedLink } } },
    async (request) =>
      setLinkDisabled({
        ctx: request.ctx,
        input: { adminId: userOf(request).id, ...request.body },
      }),
  );

  api.post(
    '/api/admin/moderation/user',
    { ...admin, schema: { body: ModerateUserBody, response: { 200: ModeratedUser } } },
    async (request) =>
      setUserDisabled({
        ctx: request.ctx,
        input: {
          admin: userOf(request),
          user: { email: request.body.email },
          isDisabled: request.body.isDisabled,
          reason: request.body.reason,
        },
      }),
  );
}
