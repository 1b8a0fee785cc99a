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
  | 'domain.updated'
  | 'domain.deleted'
  | 'folder.created'
  | 'folder.renamed'
  | 'folder.deleted';

export interface TeamEvent {
  orgId: string;
  actorId: string | null;
  action: TeamEventAction;
  target?: string;
  details?: Record<string, unknown>;
  at: number;
}

/** Appends to the team's audit log (who did what to what) in the caller's transaction. */
export async function recordTeamEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: TeamEvent,
): Promise<void> {
  await recordTeamEvents(db, [event]);
}

/** Several events at once (a batch of links removed together): one insert, one prune per team. */
export async function recordTeamEvents(
  db: Kysely<Database> | Transaction<Database>,
  events: readonly TeamEvent[],
): Promise<void> {
  if (events.length === 0) return;
  await db
    .insertInto('team_audit_log')
    .values(
      events.map((event) => ({
        id: randomUUID(),
        org_id: event.orgId,
        actor_id: event.actorId,
        action: event.action,
        target: event.target ?? null,
        details: event.details ? JSON.stringify(event.details) : null,
        created_at: event.at,
      })),
    )
    .execute();
  const newest = new Map<string, number>();
  for (const { orgId, at } of events) newest.set(orgId, Math.max(at, newest.get(orgId) ?? at));
  for (const [orgId, at] of newest) {
    await db
      .deleteFrom('team_audit_log')
      .where('org_id', '=', orgId)
      .where('created_at', '<', at - AUDIT_KEEP_MS)
      .execute();
  }
}
