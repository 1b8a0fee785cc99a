import { normalizePlan, type Plan } from '@kurz/shared';
import type { Kysely, Transaction } from 'kysely';
import type { DbEngine } from '../db/database.js';
import type { Database } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;

export interface Profile {
  id: string;
  email: string;
  /** The name given at sign-up (or by a sign-in provider); full_name wins when set. */
  name: string;
  full_name: string | null;
  avatar_url: string | null;
  subscription_plan: Plan;
  subscription_status: string | null;
  is_admin: boolean;
  /** How the user signs in: 'credential' (email and password), 'google', 'github'. */
  providers: string[];
}

/** Emails are stored lower-cased by better-auth; compare the same way. */
export async function userExistsWithEmail(db: Executor, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function findProfile(db: Executor, userId: string): Promise<Profile | undefined> {
  const user = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'name',
      'full_name',
      'avatar_url',
      'subscription_plan',
      'subscription_status',
      'is_admin',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return undefined;
  const accounts = await db
    .selectFrom('account')
    .select('provider_id')
    .where('user_id', '=', userId)
    .execute();
  return {
    ...user,
    subscription_plan: normalizePlan(user.subscription_plan),
    is_admin: user.is_admin === true || user.is_admin === 1,
    providers: accounts.map((account) => account.provider_id).sort(),
  };
}

/** Whose plan is about to change, and what it is now (as stored). */
export function findPlanHolder(db: Executor, userId: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'subscription_plan', 'subscription_status'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

export interface ProfileChanges {
  full_name?: string | null;
  avatar_url?: string | null;
  subscription_plan?: Plan;
  subscription_status?: string | null;
}

export async function updateProfile(
  db: Executor,
  engine: DbEngine,
  userId: string,
  changes: ProfileChanges,
  now: number,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: authDate(engine, now) })
    .where('id', '=', userId)
    .execute();
}

/** better-auth's columns hold ISO text on SQLite and timestamptz on PostgreSQL. */
function authDate(engine: DbEngine, ms: number): string | Date {
  return engine === 'sqlite' ? new Date(ms).toISOString() : new Date(ms);
}

/** Deletes the user row; sessions, keys, domains, memberships and the rest go with it (foreign keys). */
export async function deleteUserRow(db: Executor, userId: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

/** Whether the user may not sign in. */
export async function isUserDisabled(db: Executor, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('disabled_at')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.disabled_at != null;
}
