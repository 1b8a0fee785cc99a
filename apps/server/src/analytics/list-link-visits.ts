import { ANALYTICS_MESSAGES } from '@kurz/shared';
import type { Link } from '../db/schema.js';
import { Forbidden, NotFound } from '../errors.js';
import { findWorkspaceLink } from '../links/link-repository.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import {
  countLinkClicks,
  type LinkClicksQuery,
  listLinkClicks,
  type StoredClick,
} from './link-clicks-repository.js';

export interface ListLinkVisitsInput extends Omit<LinkClicksQuery, 'linkId'> {
  id: string;
  offset: number;
  limit: number;
}

export interface LinkVisitsPage {
  link: Link;
  clicks: StoredClick[];
  total: number;
}

/**
 * One page of a link's clicks as stored, newest first: the analytics' own rows, under the
 * analytics' rules (plan, and a role that reads only its own links' analytics).
 */
export async function listLinkVisits({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ListLinkVisitsInput;
}): Promise<LinkVisitsPage> {
  requirePermission(ctx, 'analytics', 'read');
  if (!limitsOf(ctx.workspace).hasAnalytics) throw new Forbidden(ANALYTICS_MESSAGES.upgrade);
  const link = await findWorkspaceLink(ctx.db, ctx.workspace.owner, input.id);
  if (!link) throw new NotFound('Link not found');
  requirePermission(ctx, 'analytics', 'read', { createdBy: link.user_id });
  const { offset, limit, from, to, withoutBots } = input;
  const query = { linkId: link.id, from, to, withoutBots };
  const [clicks, total] = await Promise.all([
    listLinkClicks(ctx.db, query, { offset, limit }),
    countLinkClicks(ctx.db, query),
  ]);
  return { link, clicks, total };
}
