import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

export type AdminEventAction = 'user.plan_changed' | 'user.disabled' | 'user.enabled';

export interface AdminEvent {
  actor: { id: string; email: string };
  action: AdminEventAction;
  target: { id: string; email: string };
  details?: Record<string, unknown>;
  at: number;
}

/** Appends to the admin audit log in the caller's transaction, so a change and its entry commit together. */
export async function recordAdminEvent(
  db: Kysely<Database> | Transaction<Database>,
  event: AdminEvent,
): Promise<void> {
  await db
    .insertInto('admin_audit_log')
    .values({
      id: randomUUID(),
      actor_id: event.actor.id,
      actor_email: event.actor.email,
      action: event.action,
      target_id: event.target.id,
      target_email: event.target.email,
      details: event.details ? JSON.stringify(event.details) : null,
      created_at: event.at,
    })
    .execute();
}
