import type { OrganizationsQuery, OrganizationsReply, OrganizationView } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { isRole } from '../workspace/membership.js';
import { toOrganizationView } from './organization-view.js';
import { listUserOrganizations, teamCounts } from './team-repository.js';

/** The caller's active teams (spec 001 §7 GET /api/organizations), with counts. */
export async function listOrganizations({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; query: OrganizationsQuery };
}): Promise<OrganizationsReply> {
  const page = Number(input.query.page ?? 1);
  const limit = Number(input.query.limit ?? 25);
  const rows = (
    await listUserOrganizations(ctx.db, input.userId, {
      id: input.query.id,
      search: input.query.search,
    })
  ).filter((row) => isRole(row.membership.role));
  const shown = rows.slice((page - 1) * limit, page * limit);
  const counts = await teamCounts(
    ctx.db,
    shown.map((row) => row.org.id),
  );
  return {
    organizations: shown.map(({ org, membership }) =>
      toOrganizationView(
        org,
        { ...membership, role: isRole(membership.role) ? membership.role : 'viewer' },
        counts.get(org.id) ?? { members: 0, urls: 0, domains: 0 },
      ),
    ),
    total: rows.length,
    page,
    limit,
  };
}

/** One of the caller's teams; 404 for a team they are not in. */
export async function getOrganization({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; orgId: string };
}): Promise<OrganizationView> {
  const { organizations } = await listOrganizations({
    ctx,
    input: { userId: input.userId, query: { id: input.orgId, page: 1, limit: 1 } },
  });
  const [organization] = organizations;
  if (!organization) throw new NotFound('Team not found');
  return organization;
}
