import type { Migration } from 'kysely';
import * as m0001 from './0001-contact-messages.js';
import * as m0002 from './0002-accounts.js';

/** Every migration, in order. Names are permanent once released: add, never rename. */
export const migrations: Record<string, Migration> = {
  '0001-contact-messages': m0001,
  '0002-accounts': m0002,
};
