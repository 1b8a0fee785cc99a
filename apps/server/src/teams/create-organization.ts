import { randomUUID } from 'node:crypto';
import {
  type CreateOrganizationBody,
  normalizePlan,
  type OrganizationView,
  slugProblem,
  TEAM_MESSAGES,
} from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import { AlreadyExists, Forbidden, Invalid } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { getOrganization } from './list-organizations.js';
import { insertOrganization, isSlugTaken } from './team-repository.js';

/** Enterprise users and admins create teams (spec 000 §6, 001 §6); the creator owns it. */
export async function createOrganization({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: CreateOrganizationBody };
}): Promise<OrganizationView> {
  const profile = await findProfile(ctx.db, input.userId);
  const mayCreate = profile?.is_admin || normalizePlan(profile?.subscription_plan) === 'enterprise';
  if (!mayCreate) throw new Forbidden(TEAM_MESSAGES.enterpriseRequired);
  const slug = checkedSlug(input.body.slug);
  if (await isSlugTaken(ctx.db, slug)) throw new AlreadyExists(TEAM_MESSAGES.slugTaken);
  const now = ctx.clock.now();
  const org = {
    id: randomUUID(),
    name: input.body.name,
    slug,
    description: input.body.description || null,
    logo_url: input.body.logo_url || null,
    created_by: input.userId,
    created_at: now,
    updated_at: now,
  };
  const memberId = randomUUID();
  if (!(await insertOrganization(ctx.db, org, { memberId, userId: input.userId }))) {
    throw new AlreadyExists(TEAM_MESSAGES.slugTaken);
  }
  await recordTeamEvent(ctx.db, {
    orgId: org.id,
    actorId: input.userId,
    action: 'team.created',
    target: org.slug,
    at: now,
  });
  return getOrganization({ ctx, input: { userId: input.userId, orgId: org.id } });
}

/** The slug as stored (trimmed, lower-case), or 400 with the rule it breaks. */
export function checkedSlug(raw: string): string {
  const slug = raw.trim().toLowerCase();
  const problem = slugProblem(slug);
  if (problem) throw new Invalid(problem);
  return slug;
}
