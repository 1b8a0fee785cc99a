import fs from 'node:fs';
import { AvatarParams, ProfileChangesBody, ProfileReply, SetPlanBody } from '@kurz/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFound } from '../errors.js';
import { IMAGE_CONTENT_TYPES, type ImageType } from '../storage/image-type.js';
import type { UploadStore } from '../storage/upload-store.js';
import type { Auth } from './auth.js';
import { getProfile } from './get-profile.js';
import { requireAdmin, requireUser, userOf } from './require-user.js';
import { setOwnPlan } from './set-own-plan.js';
import { updateProfile } from './update-profile.js';
import { AVATAR_MAX_BYTES, removeAvatar, uploadAvatar } from './upload-avatar.js';

/** Twice the avatar limit, so an oversized image gets the spec's message, not Fastify's. */
const UPLOAD_BODY_LIMIT = 2 * AVATAR_MAX_BYTES;

/** Served uploads can never run: no scripts, no plugins, no frames, sandboxed. */
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export async function registerProfileRoutes(
  app: FastifyInstance,
  auth: Auth,
  uploads: UploadStore,
) {
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
        input: { userId: userOf(request).id, plan: request.body.plan },
      }),
  );

  // Uploads are raw bytes of any declared type: the verb judges the bytes themselves. The
  // JSON and text parsers go, or a body declared as either would reach it as a string.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: UPLOAD_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/profile/avatar',
        { ...signedIn, bodyLimit: UPLOAD_BODY_LIMIT, schema: reply },
        async (request) =>
          uploadAvatar({
            ctx: request.ctx,
            // No body at all is no image either: the verb's check answers it.
            input: { userId: userOf(request).id, bytes: bytesOf(request.body) },
          }),
      );
  });

  api.get('/api/avatars/:file', { schema: { params: AvatarParams } }, async (request, res) => {
    const file = uploads.pathOf('user-avatars', request.params.file);
    if (!file || !fs.existsSync(file)) throw new NotFound('Avatar not found');
    const type = request.params.file.split('.').pop() as ImageType;
    return res
      .header('content-type', IMAGE_CONTENT_TYPES[type])
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', UPLOAD_CSP)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(fs.createReadStream(file));
  });
}

const bytesOf = (body: unknown): Buffer => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
