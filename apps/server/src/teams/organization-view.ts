import type { OrganizationView } from '@kurz/shared';
import type { Organization } from '../db/schema.js';
import type { Membership } from '../workspace/membership.js';
import type { TeamCounts } from './team-repository.js';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** A team as a member sees it, with the counts and the member's own membership. */
export function toOrganizationView(
  org: Organization,
  membership: Membership,
  counts: TeamCounts,
): OrganizationView {
  return {
    id: org.id,
    name: org.name,
    slug: org.slug,
    description: org.description,
    logo_url: org.logo_url,
    subscription_plan: org.subscription_plan,
    max_members: Number(org.max_members),
    max_urls: Number(org.max_urls),
    max_domains: Number(org.max_domains),
    is_active: true,
    created_at: iso(org.created_at),
    updated_at: iso(org.updated_at),
    member_count: counts.members,
    url_count: counts.urls,
    domain_count: counts.domains,
    membership: {
      id: membership.id,
      role: membership.role,
      status: membership.status,
      joined_at: iso(membership.joined_at),
    },
  };
}
