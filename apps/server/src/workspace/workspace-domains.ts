import type { Kysely, Transaction } from 'kysely';
import type { CustomDomain, Database } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from './workspace.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The workspace's domains (a person's, or a team's: any member's), oldest first. */
export async function listDomains(db: Executor, owner: WorkspaceOwner): Promise<CustomDomain[]> {
  return db
    .selectFrom('custom_domains')
    .selectAll()
    .where(inWorkspace(owner))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute();
}
