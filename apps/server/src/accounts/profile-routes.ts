import { AvatarParams, ProfileChangesBody, ProfileReply, SetPlanBody } from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteKit } from '../route-kit.js';
import {
  bytesOf,
  registerRawUploads,
  sendUpload,
  UPLOAD_BODY_LIMIT,
} from '../storage/upload-routes.js';
import { getProfile } from './get-profile.js';
import { requireAdmin, requireUser, userOf } from './require-user.js';
import { setOwnPlan } from './set-own-plan.js';
import { updateProfile } from './update-profile.js';
import { removeAvatar, uploadAvatar } from './upload-avatar.js';

export async function registerProfileRoutes({ app, auth, uploads }: RouteKit): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const signedIn = { preValidation: requireUser(auth) };
  const reply = { response: { 200: ProfileReply } };

  api.get('/api/profile', { ...signedIn, schema: reply }, async (request) =>
    getProfile({ ctx: request.ctx, input: { userId: userOf(request).id } }),
  );
  api.patch(
    '/api/profile',
    { ...signedIn, schema: { body: ProfileChangesBody, ...reply } },
    async (request) =>
      updateProfile({
        ctx: request.ctx,
        input: { userId: userOf(request).id, changes: request.body },
      }),
  );
  api.delete('/api/profile/avatar', { ...signedIn, schema: reply }, async (request) =>
    removeAvatar({ ctx: request.ctx, input: { userId: userOf(request).id } }),
  );
  api.post(
    '/api/admin/test-plan',
    { preValidation: requireAdmin(auth), schema: { body: SetPlanBody, ...reply } },
    async (request) =>
      setOwnPlan({
        ctx: request.ctx,
        input: { admin: userOf(request), plan: request.body.plan },
      }),
  );

  await registerRawUploads(app, (scope) => {
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/profile/avatar',
        { ...signedIn, bodyLimit: UPLOAD_BODY_LIMIT, schema: reply },
        async (request) =>
          uploadAvatar({
            ctx: request.ctx,
            input: { userId: userOf(request).id, bytes: bytesOf(request.body) },
          }),
      );
  });

  api.get('/api/avatars/:file', { schema: { params: AvatarParams } }, async (request, res) =>
    sendUpload(res, uploads, 'user-avatars', request.params.file),
  );
}
