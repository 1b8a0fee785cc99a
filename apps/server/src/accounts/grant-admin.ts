import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * ADMIN_EMAILS: a listed user becomes an admin on every new session (sign-up with
 * auto sign-in, sign-in, OAuth). Never revokes: removing an email from the list is not
 * a demotion, which is an explicit act.
 */
export async function grantAdminIfListed(
  db: Kysely<Database>,
  userId: string,
  adminEmails: readonly string[],
): Promise<void> {
  if (adminEmails.length === 0) return;
  const user = await db
    .selectFrom('users')
    .select(['email', 'is_admin'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user || user.is_admin === true || user.is_admin === 1) return;
  if (!adminEmails.includes(user.email.toLowerCase())) return;
  // The TRUE literal works on both engines; better-sqlite3 cannot bind a boolean.
  await db
    .updateTable('users')
    .set({ is_admin: sql<boolean>`true` })
    .where('id', '=', userId)
    .execute();
}
