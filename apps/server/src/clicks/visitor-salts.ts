import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

/**
 * One random salt per UTC day, shared by every process through the database, and
 * deleted after two days so yesterday's hashes can no longer be linked to an IP.
 */
export class VisitorSalts {
  readonly #cache = new Map<number, string>();

  constructor(private readonly db: Kysely<Database>) {}

  async forDay(day: number): Promise<string> {
    const cached = this.#cache.get(day);
    if (cached) return cached;
    await this.db
      .insertInto('visitor_salts')
      .values({ day, salt: randomBytes(32).toString('base64url') })
      .onConflict((conflict) => conflict.column('day').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('visitor_salts')
      .select('salt')
      .where('day', '=', day)
      .executeTakeFirstOrThrow();
    await this.db
      .deleteFrom('visitor_salts')
      .where('day', '<', day - 1)
      .execute();
    this.#cache.clear();
    this.#cache.set(day, row.salt);
    return row.salt;
  }
}
