import type { TagsReply } from '@kurz/shared';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { tagsInUse } from './link-tag-repository.js';
import { URL_REFUSALS } from './url-refusals.js';

/** The workspace's tags that its links carry, for the dashboard's filter. */
export async function listTags({ ctx }: { ctx: WorkspaceCtx }): Promise<TagsReply> {
  requirePermission(ctx, 'urls', 'read', { message: URL_REFUSALS.read });
  return { tags: await tagsInUse(ctx.db, ctx.workspace.owner) };
}
