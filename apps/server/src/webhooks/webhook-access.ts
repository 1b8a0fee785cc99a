import { isProOrHigher, TEAM_MESSAGES, WEBHOOK_MESSAGES } from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import type { WebhookEndpoint } from '../db/schema.js';
import { Forbidden, NotFound } from '../errors.js';
import { membershipOf, requireTeamPermission } from '../teams/team-access.js';
import { findEndpoint, type Workspace } from './endpoint-repository.js';

/**
 * `read`: list endpoints and their logs (a personal workspace whose plan lapsed still sees
 * its webhooks); `write`: create, change, delete, rotate, replay, test.
 */
export type WebhookAccess = 'read' | 'write';

/**
 * The workspace a call works on: the team `orgId` (non-members 404; a role without the
 * grid's `settings.read`/`settings.update` 403) or the caller's own (writes need pro).
 */
export async function webhookWorkspace(
  ctx: Ctx,
  userId: string,
  orgId: string | null | undefined,
  access: WebhookAccess,
): Promise<Workspace> {
  if (orgId) {
    const membership = await membershipOf(ctx, orgId, userId);
    requireTeamPermission(membership, 'settings', access === 'read' ? 'read' : 'update', {
      message: TEAM_MESSAGES.noPermission,
    });
    return { orgId };
  }
  if (access === 'write') {
    const profile = await findProfile(ctx.db, userId);
    if (!isProOrHigher(profile?.subscription_plan)) throw new Forbidden(WEBHOOK_MESSAGES.proOnly);
  }
  return { userId };
}

/** An endpoint in a workspace of the caller; any other answers exactly like a missing one. */
export async function webhookEndpointFor(
  ctx: Ctx,
  userId: string,
  id: string,
  access: WebhookAccess,
): Promise<WebhookEndpoint> {
  const endpoint = await findEndpoint(ctx.db, id);
  if (!endpoint) throw new NotFound(WEBHOOK_MESSAGES.notFound);
  if (endpoint.org_id === null && endpoint.user_id !== userId)
    throw new NotFound(WEBHOOK_MESSAGES.notFound);
  try {
    await webhookWorkspace(ctx, userId, endpoint.org_id, access);
  } catch (error) {
    // A team the caller left: its webhooks are as unknown as its name.
    if (error instanceof NotFound) throw new NotFound(WEBHOOK_MESSAGES.notFound);
    throw error;
  }
  return endpoint;
}
