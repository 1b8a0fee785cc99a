import {
  DeleteFolderReply,
  FolderBody,
  FolderIdParams,
  FolderReply,
  FoldersQuery,
  FoldersReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, memberRoute } from '../workspace/workspace-guard.js';
import { createFolder } from './create-folder.js';
import { deleteFolder } from './delete-folder.js';
import { listFolders } from './list-folders.js';
import { renameFolder } from './rename-folder.js';

/** The dashboard reads the list after every link change; folders change by hand. */
const READ_RULE = { name: 'folder-read-user', limit: 240, windowSeconds: 60 };
const WRITE_RULE = { name: 'folder-write-user', limit: 60, windowSeconds: 60 };
const IP_RULE = { name: 'folder-ip', limit: 480, windowSeconds: 60 };

/**
 * The dashboard's folders: the same verbs as `/api/v1/folders`, for a signed-in user in the
 * workspace the request names (`organization_id`), the personal one otherwise.
 */
export function registerFolderRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberRoute({ auth, rateLimits }, IP_RULE);

  api.get(
    '/api/folders',
    { ...guard(READ_RULE), schema: { querystring: FoldersQuery, response: { 200: FoldersReply } } },
    async (request) => listFolders({ ctx: actingCtx(request) }),
  );
  api.post(
    '/api/folders',
    { ...guard(WRITE_RULE), schema: { body: FolderBody, response: { 201: FolderReply } } },
    async (request, reply) => {
      const folder = await createFolder({
        ctx: actingCtx(request),
        input: { name: request.body.name },
      });
      return reply.code(201).send({ folder });
    },
  );
  api.patch(
    '/api/folders/:id',
    {
      ...guard(WRITE_RULE),
      schema: { params: FolderIdParams, body: FolderBody, response: { 200: FolderReply } },
    },
    async (request) => ({
      folder: await renameFolder({
        ctx: actingCtx(request),
        input: { id: request.params.id, name: request.body.name },
      }),
    }),
  );
  api.delete(
    '/api/folders/:id',
    {
      ...guard(WRITE_RULE),
      schema: {
        params: FolderIdParams,
        querystring: FoldersQuery,
        response: { 200: DeleteFolderReply },
      },
    },
    async (request) => deleteFolder({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
}
