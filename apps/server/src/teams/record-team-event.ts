import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** Team events kept this long (90 days), pruned when a new one is written. */
export const AUDIT_KEEP_MS = 90 * 24 * 60 * 60_000;

export type TeamEventAction =
  | 'team.created'
  | 'team.updated'
  | 'team.transferred'
  | 'member.invited'
  | 'member.joined'
  | 'member.role_changed'
  | 'member.removed'
  | 'member.left'
  | 'invitation.cancelled'
  | 'invitation.declined'
  | 'link.created'
  | 'link.updated'
  | 'link.deleted'
  | 'domain.added'
  | 'domain.verified'
  | 'domain.deleted';

/** Appends to the team's audit log (who did what to what) in the caller's transaction. */
export async function recordTeamEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: {
    orgId: string;
    actorId: string | null;
    action: TeamEventAction;
    target?: string;
    details?: Record<string, unknown>;
    at: number;
  },
): Promise<void> {
  await db
    .insertInto('team_audit_log')
    .values({
      id: randomUUID(),
      org_id: event.orgId,
      actor_id: event.actorId,
      action: event.action,
      target: event.target ?? null,
      details: event.details ? JSON.stringify(event.details) : null,
      created_at: event.at,
    })
    .execute();
  await db
    .deleteFrom('team_audit_log')
    .where('org_id', '=', event.orgId)
    .where('created_at', '<', event.at - AUDIT_KEEP_MS)
    .execute();
}
