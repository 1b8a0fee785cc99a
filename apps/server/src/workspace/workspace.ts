import type { TeamRole } from '@kurz/shared';
import type { ExpressionBuilder } from 'kysely';
import type { Ctx } from '../context.js';
import type { Database, Organization } from '../db/schema.js';

/**
 * Whose rows a call works on: a user's personal ones, or a team's (whoever in the team
 * created them). Every table that belongs to a workspace is filtered by this alone.
 */
export type WorkspaceOwner =
  | { userId: string; orgId?: undefined }
  | { orgId: string; userId?: undefined };

/** Where a call acts: the caller's personal workspace, or a team they are a member of. */
export type Workspace =
  | {
      kind: 'personal';
      owner: { userId: string };
      orgId: null;
      plan: string | undefined;
      org: null;
    }
  | { kind: 'team'; owner: { orgId: string }; orgId: string; plan: string; org: Organization };

/** Who acts: a signed-in user or an API key (made by a user), with a role in the workspace. */
export interface Actor {
  userId: string;
  via: 'session' | 'api-key';
  /** The API key's id when `via` is `api-key`. */
  keyId: string | null;
  /** The member's role in a team; in a personal workspace, its owner. */
  role: TeamRole;
}

/** A verb's context once the guard knows who acts and where. */
export interface WorkspaceCtx extends Ctx {
  actor: Actor;
  workspace: Workspace;
}

/** The tables whose rows belong to a workspace: a creator (`user_id`) and a team (`org_id`). */
export type WorkspaceTable = {
  [T in keyof Database]: Database[T] extends { user_id: unknown; org_id: unknown } ? T : never;
}[keyof Database];

/**
 * The one filter for a workspace's rows: a team's by `org_id`; a person's by `user_id` with
 * no team, so a team row its creator made is never listed as personal.
 */
export function inWorkspace<T extends WorkspaceTable>(owner: WorkspaceOwner) {
  return (eb: ExpressionBuilder<Database, T>) => {
    // Every WorkspaceTable has both columns; Kysely cannot see that through the union.
    const row = eb as unknown as ExpressionBuilder<Database, 'links'>;
    return owner.orgId !== undefined
      ? row.and([row('org_id', '=', owner.orgId)])
      : row.and([row('user_id', '=', owner.userId), row('org_id', 'is', null)]);
  };
}

/** The workspace a row belongs to. */
export function ownerOfRow(row: { user_id: string | null; org_id: string | null }): WorkspaceOwner {
  if (row.org_id !== null) return { orgId: row.org_id };
  if (row.user_id === null) throw new Error('a workspace row has neither a user nor a team');
  return { userId: row.user_id };
}
