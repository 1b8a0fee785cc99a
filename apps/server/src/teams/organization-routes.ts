import {
  CreateOrganizationBody,
  OrganizationReply,
  OrganizationsQuery,
  OrganizationsReply,
  OrgIdBody,
  OrgIdParams,
  SlugAvailabilityReply,
  SlugQuery,
  slugProblem,
  TEAM_MESSAGES,
  TeamEventsReply,
  TeamLogoParams,
  UpdateOrganizationBody,
} from '@kurz/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userOf } from '../accounts/require-user.js';
import type { RouteKit } from '../route-kit.js';
import {
  bytesOf,
  registerRawUploads,
  sendUpload,
  UPLOAD_BODY_LIMIT,
} from '../storage/upload-routes.js';
import { actingCtx, requireWorkspace, teamInPath } from '../workspace/workspace-guard.js';
import { createOrganization } from './create-organization.js';
import { deleteOrganization } from './delete-organization.js';
import { listOrganizations } from './list-organizations.js';
import { listTeamEvents } from './list-team-events.js';
import { teamGuards } from './team-guards.js';
import { isSlugTaken } from './team-repository.js';
import { updateOrganization } from './update-organization.js';
import { uploadTeamLogo } from './upload-team-logo.js';

/** /api/organizations: create, list, edit, transfer, delete, slug availability, logo, audit log. */
export async function registerOrganizationRoutes(kit: RouteKit): Promise<void> {
  const { app } = kit;
  const { signedIn, write } = teamGuards(kit);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const named = requireWorkspace();
  const inPath = requireWorkspace(teamInPath);
  api.get(
    '/api/organizations',
    {
      preValidation: signedIn,
      schema: { querystring: OrganizationsQuery, response: { 200: OrganizationsReply } },
    },
    async (request) =>
      listOrganizations({
        ctx: request.ctx,
        input: { userId: userOf(request).id, query: request.query },
      }),
  );
  api.post(
    '/api/organizations',
    {
      preValidation: write,
      schema: { body: CreateOrganizationBody, response: { 201: OrganizationReply } },
    },
    async (request, reply) => {
      const organization = await createOrganization({
        ctx: request.ctx,
        input: { userId: userOf(request).id, body: request.body },
      });
      return reply.code(201).send({ organization });
    },
  );
  api.patch(
    '/api/organizations',
    {
      preValidation: write,
      preHandler: named,
      schema: { body: UpdateOrganizationBody, response: { 200: OrganizationReply } },
    },
    async (request) => {
      const { organization_id, org_id, ...changes } = request.body;
      return {
        organization: await updateOrganization({ ctx: actingCtx(request), input: changes }),
      };
    },
  );
  api.delete(
    '/api/organizations',
    {
      preValidation: write,
      preHandler: named,
      schema: { body: OrgIdBody, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => deleteOrganization({ ctx: actingCtx(request) }),
  );
  api.get(
    '/api/organizations/slug-availability',
    {
      preValidation: signedIn,
      schema: { querystring: SlugQuery, response: { 200: SlugAvailabilityReply } },
    },
    async (request) => {
      const slug = request.query.slug.trim().toLowerCase();
      const problem = slugProblem(slug);
      if (problem) return { available: false, error: problem };
      if (await isSlugTaken(request.ctx.db, slug))
        return { available: false, error: TEAM_MESSAGES.slugTaken };
      return { available: true };
    },
  );

  await registerRawUploads(app, (scope) => {
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    upload.post(
      '/api/organizations/:orgId/logo',
      {
        preValidation: write,
        preHandler: inPath,
        bodyLimit: UPLOAD_BODY_LIMIT,
        schema: { params: OrgIdParams, response: { 200: OrganizationReply } },
      },
      async (request) => ({
        organization: await uploadTeamLogo({
          ctx: actingCtx(request),
          input: { bytes: bytesOf(request.body) },
        }),
      }),
    );
    upload.delete(
      '/api/organizations/:orgId/logo',
      {
        preValidation: write,
        preHandler: inPath,
        schema: { params: OrgIdParams, response: { 200: OrganizationReply } },
      },
      async (request) => ({
        organization: await uploadTeamLogo({ ctx: actingCtx(request), input: { bytes: null } }),
      }),
    );
  });
  api.get('/api/team-logos/:file', { schema: { params: TeamLogoParams } }, async (request, reply) =>
    sendUpload(reply, request.ctx.uploads, 'organization-logos', request.params.file),
  );
  api.get(
    '/api/organizations/:orgId/events',
    {
      preValidation: signedIn,
      preHandler: inPath,
      schema: { params: OrgIdParams, response: { 200: TeamEventsReply } },
    },
    async (request) => listTeamEvents({ ctx: actingCtx(request) }),
  );
}
