import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/schema.js';
import { inWorkspace, type WorkspaceOwner, type WorkspaceTable } from '../workspace/workspace.js';

/**
 * `inWorkspace` where `T` is aliased (`links as l`) or joined (`tags` with `link_tags`): the
 * filter's columns are T's alone in those queries, but Kysely types the query apart from T.
 */
export function inJoinedWorkspace<T extends WorkspaceTable>(owner: WorkspaceOwner) {
  return <DB, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>) =>
    inWorkspace<T>(owner)(eb as unknown as ExpressionBuilder<Database, T>);
}
