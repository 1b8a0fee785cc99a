import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database, Link } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner } from '../workspace/workspace.js';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Which links a removal takes, whoever asks: some of a workspace's by id (their owner, the
 * API, a bulk delete), a whole workspace's (its team's deletion), a custom domain's (its
 * removal), other accounts' on a domain just taken over, or all an account created.
 */
export type LinkSelection =
  | { kind: 'ids'; owner: WorkspaceOwner; ids: readonly string[] }
  | { kind: 'workspace'; owner: WorkspaceOwner }
  | { kind: 'custom-domain'; customDomainId: string }
  | { kind: 'domain-taken'; domain: string; keptDomainId: string }
  | { kind: 'creator'; userId: string };

function isSelected(which: LinkSelection) {
  return (eb: ExpressionBuilder<Database, 'links'>) => {
    switch (which.kind) {
      case 'ids':
        return eb.and([eb('id', 'in', [...which.ids]), inWorkspace<'links'>(which.owner)(eb)]);
      case 'workspace':
        return inWorkspace<'links'>(which.owner)(eb);
      case 'custom-domain':
        return eb.and([eb('custom_domain_id', '=', which.customDomainId)]);
      case 'domain-taken':
        return eb.and([
          eb('domain', '=', which.domain),
          eb('custom_domain_id', 'is not', null),
          eb('custom_domain_id', '!=', which.keptDomainId),
        ]);
      case 'creator':
        return eb.and([eb('user_id', '=', which.userId)]);
    }
  };
}

/** Up to `limit` of the selected links: a removal takes them a batch at a time. */
export async function selectedLinks(
  db: Executor,
  which: LinkSelection,
  limit: number,
): Promise<Link[]> {
  if (which.kind === 'ids' && which.ids.length === 0) return [];
  return db.selectFrom('links').selectAll().where(isSelected(which)).limit(limit).execute();
}

/** Deletes the links `ids` (their tags go with them: foreign keys). */
export async function deleteLinkRows(db: Executor, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .deleteFrom('links')
    .where('id', 'in', [...ids])
    .execute();
}
