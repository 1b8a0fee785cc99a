/**
 * Team workspaces (spec 001 §3, §6): roles, what each may do, and the slug rule. The server
 * enforces this map and the web reads it to hide what a role may not use, so it exists once.
 */

export const TEAM_ROLES = ['owner', 'admin', 'manager', 'member', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Roles an invitation or a role change may give: ownership moves only by transfer. */
export const ASSIGNABLE_ROLES = ['admin', 'manager', 'member', 'viewer'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/**
 * `all`: any of the team's; `own`: only what the member created; `none`. Spec 001 §3's
 * permissions map (urls, analytics, domains, members, settings), plus folders and the owner's
 * billing, delete and transfer.
 */
export type Reach = 'all' | 'own' | 'none';

export interface TeamPermissions {
  urls: { create: Reach; read: Reach; update: Reach; delete: Reach };
  /** The workspace's folders themselves; putting a link in one is an edit of the link. */
  folders: { create: Reach; read: Reach; update: Reach; delete: Reach };
  analytics: { read: Reach };
  domains: { create: Reach; read: Reach; update: Reach; delete: Reach };
  members: { invite: Reach; read: Reach; update: Reach; remove: Reach };
  settings: { read: Reach; update: Reach };
  team: { billing: Reach; delete: Reach; transfer: Reach };
}

const ALL = { create: 'all', read: 'all', update: 'all', delete: 'all' } as const;
const READ_ONLY = { create: 'none', read: 'all', update: 'none', delete: 'none' } as const;
const NO_TEAM_POWERS = { billing: 'none', delete: 'none', transfer: 'none' } as const;

/**
 * The grid, as Bitly and Dub teams have it: a viewer reads; a member creates links and
 * edits or deletes its own; a manager handles every link and reads analytics; an admin
 * also runs members, domains and settings; the owner alone bills, deletes and transfers.
 * Folders follow every link's reach: whoever handles every link arranges the folders,
 * whoever reads the links sees them, and a member files the links it may edit.
 */
export const TEAM_PERMISSIONS: Record<TeamRole, TeamPermissions> = {
  owner: {
    urls: ALL,
    folders: ALL,
    analytics: { read: 'all' },
    domains: ALL,
    members: { invite: 'all', read: 'all', update: 'all', remove: 'all' },
    settings: { read: 'all', update: 'all' },
    team: { billing: 'all', delete: 'all', transfer: 'all' },
  },
  admin: {
    urls: ALL,
    folders: ALL,
    analytics: { read: 'all' },
    domains: ALL,
    members: { invite: 'all', read: 'all', update: 'all', remove: 'all' },
    settings: { read: 'all', update: 'all' },
    team: NO_TEAM_POWERS,
  },
  manager: {
    urls: ALL,
    folders: ALL,
    analytics: { read: 'all' },
    domains: READ_ONLY,
    members: { invite: 'none', read: 'all', update: 'none', remove: 'none' },
    settings: { read: 'all', update: 'none' },
    team: NO_TEAM_POWERS,
  },
  member: {
    urls: { create: 'all', read: 'all', update: 'own', delete: 'own' },
    folders: READ_ONLY,
    analytics: { read: 'own' },
    domains: READ_ONLY,
    members: { invite: 'none', read: 'all', update: 'none', remove: 'none' },
    settings: { read: 'all', update: 'none' },
    team: NO_TEAM_POWERS,
  },
  viewer: {
    urls: READ_ONLY,
    folders: READ_ONLY,
    analytics: { read: 'all' },
    domains: READ_ONLY,
    members: { invite: 'none', read: 'all', update: 'none', remove: 'none' },
    settings: { read: 'all', update: 'none' },
    team: NO_TEAM_POWERS,
  },
};

export type TeamResource = keyof TeamPermissions;
export type TeamAction<R extends TeamResource> = keyof TeamPermissions[R];

/** How far `role` may take `action` on `resource`. */
export function reachOf<R extends TeamResource>(
  role: TeamRole,
  resource: R,
  action: TeamAction<R>,
): Reach {
  return TEAM_PERMISSIONS[role][resource][action] as Reach;
}

/**
 * Whether `role` may do it, to a thing created by `createdBy` when there is one:
 * `own` allows only the actor's own.
 */
export function canTeam<R extends TeamResource>(
  role: TeamRole,
  resource: R,
  action: TeamAction<R>,
  owner?: { createdBy: string | null; actorId: string },
): boolean {
  const reach = reachOf(role, resource, action);
  if (reach === 'all') return true;
  if (reach === 'none') return false;
  return owner === undefined || owner.createdBy === owner.actorId;
}

/** Spec 001 §9: team defaults. */
export const TEAM_DEFAULTS = { maxMembers: 50, maxUrls: 1_000_000, maxDomains: 50 } as const;
export const MEMBER_LIST_LIMIT = 100;
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export const TEAM_MESSAGES = {
  enterpriseRequired: 'Enterprise subscription required to create teams',
  noUrlPermission:
    "You don't have permission to create URLs for this team. Please contact your team administrator.",
  teamContextRequired: 'Team context is required. Please switch to a team workspace.',
  noUrlAccess: "You don't have access to this team's URLs",
  noPermission: "You don't have permission to do that in this team",
  lastOwner: 'A team needs an owner: transfer ownership before leaving or changing your role',
  slugTaken: 'This slug is already taken',
  memberLimit: (max: number) => `This team has reached its member limit (${max})`,
  urlLimit: (max: number) => `This team has reached its link limit (${max})`,
} as const;

export const SLUG_MESSAGES = {
  required: 'Slug is required',
  length: 'Slug must be 3 to 48 characters',
  format: 'Slug may use lowercase letters, digits and single hyphens, not at either end',
  reserved: 'This slug is reserved',
} as const;

/** Words a team's slug may not be: our own paths and names people would mistake for us. */
const RESERVED_SLUGS = new Set([
  'admin',
  'api',
  'app',
  'auth',
  'create',
  'dashboard',
  'domains',
  'help',
  'invite',
  'kurz',
  'new',
  'personal',
  'pricing',
  'settings',
  'support',
  'team',
  'teams',
  'urls',
  'user',
  'www',
]);

/** A name turned into a slug suggestion: `Acme Marketing!` → `acme-marketing`. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');
}

/** The slug rule's first broken check, or null when `slug` (already trimmed) is fine. */
export function slugProblem(slug: string): string | null {
  if (slug === '') return SLUG_MESSAGES.required;
  if (slug.length < 3 || slug.length > 48) return SLUG_MESSAGES.length;
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) return SLUG_MESSAGES.format;
  if (RESERVED_SLUGS.has(slug)) return SLUG_MESSAGES.reserved;
  return null;
}
