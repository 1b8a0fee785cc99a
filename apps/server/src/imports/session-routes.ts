import {
  CreateImportReply,
  CreateSessionImportBody,
  ImportIdParams,
  ImportJobList,
  ImportJobView,
  ImportWorkspaceQuery,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, memberRoute } from '../workspace/workspace-guard.js';
import { createImport } from './create-import.js';
import { getImport, listWorkspaceImports } from './get-import.js';

/** Each job reads a whole service: a person starts a few, a retry or two after a typo. */
const CREATE_RULE = { name: 'import-create-user', limit: 10, windowSeconds: 60 };
/** The screen polls the list every 2 s while a job runs, in a tab or two. */
const READ_RULE = { name: 'import-read-user', limit: 120, windowSeconds: 60 };
const IP_RULE = { name: 'import-ip', limit: 240, windowSeconds: 60 };

/**
 * The import screen's calls: the same verbs as `/api/v1/imports`, for a signed-in user in
 * the workspace the request names (`organization_id`), the personal one otherwise.
 */
export function registerImportSessionRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberRoute({ auth, rateLimits }, IP_RULE);

  api.post(
    '/api/imports',
    {
      ...guard(CREATE_RULE),
      schema: { body: CreateSessionImportBody, response: { 202: CreateImportReply } },
    },
    async (request, reply) => {
      const { organization_id: _team, ...input } = request.body;
      return reply.code(202).send(await createImport({ ctx: actingCtx(request), input }));
    },
  );
  api.get(
    '/api/imports',
    {
      ...guard(READ_RULE),
      schema: { querystring: ImportWorkspaceQuery, response: { 200: ImportJobList } },
    },
    async (request) => listWorkspaceImports({ ctx: actingCtx(request) }),
  );
  api.get(
    '/api/imports/:id',
    {
      ...guard(READ_RULE),
      schema: {
        params: ImportIdParams,
        querystring: ImportWorkspaceQuery,
        response: { 200: ImportJobView },
      },
    },
    async (request) => getImport({ ctx: actingCtx(request), input: { id: request.params.id } }),
  );
}
