import {
  ApiCreateImportBody,
  CreateImportReply,
  ImportIdParams,
  ImportJobList,
  ImportJobView,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { v1Guard } from '../api/v1-routes.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx } from '../workspace/workspace-guard.js';
import { createImport } from './create-import.js';
import { getImport, listWorkspaceImports } from './get-import.js';

/** `/api/v1/imports`: imports from another shortener's service, run in the background. */
export function registerImportRoutes({ app, redis }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = v1Guard(redis);
  api.post(
    '/api/v1/imports',
    {
      ...guard('links:write'),
      schema: {
        tags: ['imports'],
        summary:
          'Import every link of a Shlink server or a Bitly group; answers at once, the job runs in the background',
        body: ApiCreateImportBody,
        response: { 202: CreateImportReply },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await createImport({ ctx: actingCtx(request), input: request.body })),
  );
  api.get(
    '/api/v1/imports',
    {
      ...guard('links:read'),
      schema: {
        tags: ['imports'],
        summary: 'List imports, newest first',
        response: { 200: ImportJobList },
      },
    },
    async (request) => listWorkspaceImports({ ctx: actingCtx(request) }),
  );
  api.get(
    '/api/v1/imports/:id',
    {
      ...guard('links:read'),
      schema: {
        tags: ['imports'],
        summary: "An import's status and counts",
        params: ImportIdParams,
        response: { 200: ImportJobView },
      },
    },
    async (request) => getImport({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
}
