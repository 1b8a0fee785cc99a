import pino from 'pino';
import { loadConfig } from '../src/config.js';
import type { Ctx } from '../src/context.js';
import type { Db } from '../src/db/database.js';
import type { NewClick } from '../src/db/schema.js';
import { resolveWorkspace } from '../src/workspace/resolve-workspace.js';
import type { WorkspaceCtx } from '../src/workspace/workspace.js';
import { TEST_ENV } from './app.js';

/** Test seeding: users with a plan, links, and clicks written as stored rows. */
export async function seedUser(db: Db, id: string, plan: string): Promise<void> {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('users')
    .values({
      id,
      name: id,
      email: `${id}@example.com`,
      created_at: now,
      updated_at: now,
      subscription_plan: plan,
    } as never)
    .execute();
}

/** A link of `userId`: `code-{id}` on kurz.link to example.com, unless `link` says. */
export async function seedLink(
  db: Db,
  id: string,
  userId: string,
  link: { domain?: string; code?: string; url?: string; customDomainId?: string } = {},
): Promise<void> {
  await db.kysely
    .insertInto('links')
    .values({
      id,
      domain: link.domain ?? 'kurz.link',
      code: link.code ?? `code-${id}`,
      url: link.url ?? `https://example.com/${id}`,
      user_id: userId,
      org_id: null,
      custom_domain_id: link.customDomainId ?? null,
      redirect_type: 302,
      created_at: 0,
      updated_at: 0,
    })
    .execute();
}

/** How many clicks are stored. */
export async function countClicks(db: Db): Promise<number> {
  const { n } = await db.kysely
    .selectFrom('clicks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

export type SeedClick = Partial<NewClick> & { link_id: string; clicked_at: number };

export async function seedClicks(db: Db, clicks: SeedClick[]): Promise<void> {
  for (let i = 0; i < clicks.length; i += 200) {
    await db.kysely
      .insertInto('clicks')
      .values(
        clicks.slice(i, i + 200).map((click) => ({
          referrer_host: null,
          country: 'DE',
          browser: 'Firefox',
          os: 'Linux',
          device: 'Desktop',
          is_bot: 0,
          is_qr: 0,
          visitor_hash: 'visitor-a',
          ...click,
        })),
      )
      .execute();
  }
}

/** A verb's context on a test database, with a fixed clock and no data folder of its own. */
export function verbCtx(db: Db, now: number): Ctx {
  return {
    config: loadConfig({ ...TEST_ENV, DATA_DIR: '/nonexistent/kurz-verb' }),
    db: db.kysely,
    dbEngine: db.engine,
    clock: { now: () => now },
    log: pino({ level: 'silent' }),
  } as Partial<Ctx> as Ctx;
}

/** `verbCtx` as `userId` signed in, acting in their personal workspace or the team `orgId`. */
export function workspaceCtx(
  db: Db,
  now: number,
  userId: string,
  orgId: string | null = null,
): Promise<WorkspaceCtx> {
  return resolveWorkspace(verbCtx(db, now), { userId, via: 'session', keyId: null }, orgId);
}
