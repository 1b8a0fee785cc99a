import type { LinkView, OrganizationView, TeamRole } from '@kurz/shared';
import type { AuthTeam } from '../app/auth-context';

/** GET /api/organizations's view of a team the user has `role` in. */
export function teamView(id: string, name: string, role: TeamRole): OrganizationView {
  return {
    id,
    name,
    slug: id,
    description: null,
    logo_url: null,
    subscription_plan: 'enterprise',
    max_members: 50,
    max_urls: 1_000_000,
    max_domains: 50,
    is_active: true,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    member_count: 2,
    url_count: 0,
    domain_count: 0,
    membership: { id: `m-${id}`, role, status: 'active', joined_at: '2026-01-01T00:00:00.000Z' },
  };
}

export const teamsReply = (...teams: OrganizationView[]) => ({
  body: { organizations: teams, total: teams.length, page: 1, limit: 100 },
});

/** The auth store's read of the user's teams. */
export const TEAMS_KEY = 'GET /api/organizations?limit=100';

/** A personal link as the dashboard lists it, on kurz.link, with `extra` over it. */
export function dashboardLink(code: string, extra: Partial<LinkView> = {}): LinkView {
  return {
    ...teamLink(`id-${code}`, 'u1'),
    short_url: code,
    short_link: `https://kurz.link/${code}`,
    full_url: `https://example.com/${code}`,
    domain: 'kurz.link',
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    clicks: 3,
    created_by: null,
    ...extra,
  };
}

export function teamLink(id: string, createdBy: string): LinkView {
  return {
    id,
    short_url: id,
    full_url: `https://example.com/${id}`,
    short_link: `http://kurz.test/${id}`,
    domain: 'kurz.test',
    custom_domain: null,
    custom_domain_id: null,
    redirect_type: 302,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    clicks: 0,
    is_disabled: false,
    expires_at: null,
    max_clicks: null,
    clicks_left: null,
    expired_url: null,
    has_password: false,
    rules: null,
    ios_url: null,
    android_url: null,
    geo_targets: null,
    og_title: null,
    og_description: null,
    og_image: null,
    no_referrer: false,
    forward_query: false,
    query_precedence: 'destination',
    title: null,
    tags: [],
    folder_id: null,
    notes: null,
    archived: false,
    health_check: false,
    health: null,
    created_by: createdBy,
  };
}

/** The auth store's entry for a team the user has `role` in (the switcher's choice). */
export function authTeam(id: string, name: string, role: TeamRole, plan = 'enterprise'): AuthTeam {
  return { id, name, role, membershipId: `m-${id}`, plan };
}
