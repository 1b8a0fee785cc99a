import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database, Link, NewLink } from '../db/schema.js';
import { isUniqueViolation } from '../db/unique-violation.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';
import type { OptionColumns } from './link-options.js';

type Executor = Kysely<Database> | Transaction<Database>;
type LinkFilter = (eb: ExpressionBuilder<Database, 'links'>) => ReturnType<typeof eb.and>;

/** The link at `domain`/`code` (the unique key). */
const isAt =
  (domain: string, code: string): LinkFilter =>
  (eb) =>
    eb.and([eb('domain', '=', domain), eb('code', '=', code)]);

/** A link of the workspace by id, or undefined: any other looks exactly like a missing one. */
export async function findWorkspaceLink(
  db: Executor,
  owner: WorkspaceOwner,
  id: string,
): Promise<Link | undefined> {
  return db
    .selectFrom('links')
    .selectAll()
    .where('id', '=', id)
    .where(inWorkspace(owner))
    .executeTakeFirst();
}

/** What a redirect needs of the link at `domain`/`code`, with whether it or its owner is disabled. */
/** The options a redirect reads; the password only as whether there is one. */
const REDIRECT_OPTIONS = [
  'expires_at',
  'max_clicks',
  'expired_url',
  'redirect_rules',
  'og_title',
  'og_description',
  'og_image',
  'no_referrer',
  'forward_query',
  'query_precedence',
] as const;

export async function findRedirectTarget(
  db: Executor,
  domain: string,
  code: string,
): Promise<
  | (Pick<Link, 'id' | 'url' | 'redirect_type' | 'disabled_at'> &
      Pick<Link, (typeof REDIRECT_OPTIONS)[number]> & {
        owner_disabled_at: number | null;
        has_password: number | boolean;
      })
  | undefined
> {
  return (
    db
      .selectFrom('links')
      .leftJoin('users', 'users.id', 'links.user_id')
      .select([
        'links.id',
        'links.url',
        'links.redirect_type',
        'links.disabled_at',
        ...REDIRECT_OPTIONS.map((column) => `links.${column}` as const),
        'users.disabled_at as owner_disabled_at',
        (eb) => eb('links.password_hash', 'is not', null).as('has_password'),
      ])
      .where('links.domain', '=', domain)
      .where('links.code', '=', code)
      // A link on a custom domain serves while its own domain row is the verified one: a
      // domain that lapsed or moved to another account leaves its old links unserved.
      .where((eb) =>
        eb.or([
          eb('links.custom_domain_id', 'is', null),
          eb.exists(
            eb
              .selectFrom('custom_domains')
              .select('custom_domains.id')
              .whereRef('custom_domains.id', '=', 'links.custom_domain_id')
              .where('custom_domains.verified_at', 'is not', null),
          ),
        ]),
      )
      .executeTakeFirst()
  );
}

/**
 * Counts a click of a link with a click limit, atomically (concurrent redirects of one
 * link never pass the limit together); false when the limit is reached.
 */
export async function countLimitedClick(db: Executor, id: string): Promise<boolean> {
  const result = await db
    .updateTable('links')
    .set((eb) => ({ clicks_counted: eb('clicks_counted', '+', 1) }))
    .where('id', '=', id)
    .where((eb) => eb('clicks_counted', '<', eb.ref('max_clicks')))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Whether a click-limited link has no click left (a read: nothing is spent). */
export async function isClickLimitReached(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('links')
    .select('id')
    .where('id', '=', id)
    .where((eb) => eb('clicks_counted', '>=', eb.ref('max_clicks')))
    .executeTakeFirst();
  return row !== undefined;
}

/** A link's password hash (read only when a visitor sends a password). */
export async function findLinkPasswordHash(db: Executor, id: string): Promise<string | null> {
  const row = await db
    .selectFrom('links')
    .select('password_hash')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.password_hash ?? null;
}

export async function isCodeTaken(db: Executor, domain: string, code: string): Promise<boolean> {
  const row = await db
    .selectFrom('links')
    .select('id')
    .where(isAt(domain, code))
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The workspace's links to any of `urls` (stored form): what makes an imported row
 * "already exists" rather than a new link. One query per 500 addresses, so a 10,000-row
 * import reads the workspace's links 20 times, not 10,000.
 */
export async function findOwnLinksTo(
  db: Executor,
  owner: WorkspaceOwner,
  urls: readonly string[],
): Promise<Link[]> {
  const unique = [...new Set(urls)];
  const found: Link[] = [];
  for (let start = 0; start < unique.length; start += 500) {
    const slice = unique.slice(start, start + 500);
    found.push(
      ...(await db
        .selectFrom('links')
        .selectAll()
        .where(inWorkspace(owner))
        .where('url', 'in', slice)
        .orderBy('created_at')
        .orderBy('id')
        .execute()),
    );
  }
  return found;
}

/** Inserts a link; false when (domain, code) is already taken (the unique key decides races). */
export async function insertLink(db: Executor, link: NewLink): Promise<boolean> {
  const result = await db
    .insertInto('links')
    .values(link)
    .onConflict((conflict) => conflict.columns(['domain', 'code']).doNothing())
    .executeTakeFirst();
  return (result.numInsertedOrUpdatedRows ?? 0n) > 0n;
}

export async function countLinksCreatedSince(
  db: Executor,
  userId: string,
  since: number,
): Promise<number> {
  const row = await db
    .selectFrom('links')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    // Team links count against the team's max_urls, not the member's monthly quota.
    .where('org_id', 'is', null)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findWorkspaceLinkByCode(
  db: Executor,
  owner: WorkspaceOwner,
  domain: string,
  code: string,
): Promise<Link | undefined> {
  return db
    .selectFrom('links')
    .selectAll()
    .where(isAt(domain, code))
    .where(inWorkspace(owner))
    .executeTakeFirst();
}

export type LinkChanges = Partial<
  Pick<
    Link,
    | 'url'
    | 'code'
    | 'redirect_type'
    | 'domain'
    | 'custom_domain_id'
    | 'title'
    | 'forward_query'
    | 'query_precedence'
    | 'folder_id'
    | 'notes'
    | 'archived_at'
  >
> &
  OptionColumns & {
    updated_at: number;
  };

/** Applies `changes`; false when the new (domain, code) is already taken (unique key). */
export async function updateLink(db: Executor, id: string, changes: LinkChanges): Promise<boolean> {
  try {
    await db.updateTable('links').set(changes).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}
