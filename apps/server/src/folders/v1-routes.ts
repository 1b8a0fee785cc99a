import {
  ApiFolderBody,
  DeleteFolderReply,
  FolderIdParams,
  FolderReply,
  FoldersReply,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v1Guard } from '../api/v1-routes.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx } from '../workspace/workspace-guard.js';
import { createFolder } from './create-folder.js';
import { deleteFolder } from './delete-folder.js';
import { listFolders } from './list-folders.js';
import { renameFolder } from './rename-folder.js';

/** `/api/v1/folders`: the key's workspace's folders; reading them is reading its links. */
export function registerFolderV1Routes({ app, redis }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = v1Guard(redis);
  api.get(
    '/api/v1/folders',
    {
      ...guard('links:read'),
      schema: {
        tags: ['folders'],
        summary: 'List folders by name, with their link counts and the archived count',
        response: { 200: FoldersReply },
      },
    },
    async (request) => listFolders({ ctx: actingCtx(request) }),
  );
  api.post(
    '/api/v1/folders',
    {
      ...guard('links:write'),
      schema: {
        tags: ['folders'],
        summary: 'Create a folder',
        body: ApiFolderBody,
        response: { 201: FolderReply },
      },
    },
    async (request, reply) => {
      const folder = await createFolder({ ctx: actingCtx(request), input: request.body });
      return reply.code(201).send({ folder });
    },
  );
  api.patch(
    '/api/v1/folders/:id',
    {
      ...guard('links:write'),
      schema: {
        tags: ['folders'],
        summary: 'Rename a folder',
        params: FolderIdParams,
        body: ApiFolderBody,
        response: { 200: FolderReply },
      },
    },
    async (request) => ({
      folder: await renameFolder({
        ctx: actingCtx(request),
        input: { id: request.params.id, name: request.body.name },
      }),
    }),
  );
  api.delete(
    '/api/v1/folders/:id',
    {
      ...guard('links:write'),
      schema: {
        tags: ['folders'],
        summary: 'Delete a folder; its links stay, in no folder',
        params: FolderIdParams,
        response: { 200: DeleteFolderReply },
      },
    },
    async (request) => deleteFolder({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
}
