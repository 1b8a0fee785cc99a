import { createApiLink } from '../../api/create-api-link.js';
import { getLink } from '../../links/get-link.js';
import { findOwnLinksTo } from '../../links/link-repository.js';
import { checkedDestination } from '../../links/link-rules.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import type { KuttCreateBody } from './kutt-schemas.js';
import { type KuttLink, toKuttLink } from './kutt-view.js';

/**
 * Kutt's create on Kurz's: `customurl` is the code, `description` the title, `expire_in`
 * the expiry from now, `domain` a short or verified custom domain. With `reuse`, a link of
 * the workspace to the same destination (and domain, when named) is answered instead.
 */
export async function createKuttLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: KuttCreateBody;
}): Promise<{ link: KuttLink; isNew: boolean }> {
  if (input.reuse) {
    const existing = await findReusable(ctx, input.target, input.domain);
    if (existing)
      return { link: toKuttLink(await getLink({ ctx, input: existing })), isNew: false };
  }
  const view = await createApiLink({
    ctx,
    input: {
      full_url: input.target,
      short_url: input.customurl,
      domain: input.domain,
      title: input.description,
      password: input.password,
      expires_at:
        input.expire_in === undefined
          ? undefined
          : new Date(ctx.clock.now() + input.expire_in).toISOString(),
    },
  });
  return { link: toKuttLink(view), isNew: true };
}

async function findReusable(
  ctx: WorkspaceCtx,
  target: string,
  domain: string | undefined,
): Promise<{ id: string } | undefined> {
  const url = checkedDestination(ctx, target);
  const links = await findOwnLinksTo(ctx.db, ctx.workspace.owner, [url]);
  return links.find((link) => domain === undefined || link.domain === domain);
}
