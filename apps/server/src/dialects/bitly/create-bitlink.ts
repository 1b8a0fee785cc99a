import { createApiLink } from '../../api/create-api-link.js';
import { Forbidden, Invalid } from '../../errors.js';
import { getLink } from '../../links/get-link.js';
import { findOwnLinksTo } from '../../links/link-repository.js';
import { checkedDestination } from '../../links/link-rules.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { BitlyInvalid } from './bitly-errors.js';
import type { BitlyCreateBody } from './bitly-schemas.js';
import { type Bitlink, groupGuidOf, toBitlink } from './bitly-view.js';

/**
 * Bitly's shorten and create on Kurz's create: `domain` a short or verified custom domain,
 * `title` and `tags` the link's. As Bitly does, a long URL the group already shortened (on
 * the same domain, when one is named) is answered with that link, not made twice.
 */
export async function createBitlink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: BitlyCreateBody;
}): Promise<{ bitlink: Bitlink; isNew: boolean }> {
  const { owner } = ctx.workspace;
  if (input.group_guid && input.group_guid !== groupGuidOf(owner))
    throw new Forbidden('This group is not the API key’s: a Kurz key acts in its own workspace.');
  let destination: string;
  try {
    destination = checkedDestination(ctx, input.long_url);
  } catch (error) {
    if (error instanceof Invalid) throw new BitlyInvalid('long_url', error.message);
    throw error;
  }
  const existing = (await findOwnLinksTo(ctx.db, owner, [destination])).find(
    (link) => input.domain === undefined || link.domain === input.domain,
  );
  if (existing) {
    const view = await getLink({ ctx, input: { id: existing.id } });
    return { bitlink: toBitlink(view, ctx.config, owner), isNew: false };
  }
  const view = await createApiLink({
    ctx,
    input: {
      full_url: input.long_url,
      domain: input.domain,
      title: input.title?.trim() || undefined,
      tags: input.tags,
    },
  });
  return { bitlink: toBitlink(view, ctx.config, owner), isNew: true };
}
