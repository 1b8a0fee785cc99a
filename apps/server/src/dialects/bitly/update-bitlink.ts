import { editLink } from '../../links/edit-link.js';
import { editInputOf } from '../../links/link-input.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import type { BitlyUpdateBody } from './bitly-schemas.js';
import { type Bitlink, toBitlink } from './bitly-view.js';
import { findBitlink } from './find-bitlink.js';

/** Bitly's PATCH on Kurz's edit: `long_url`, `title` and `tags`; the rest is left as it is. */
export async function updateBitlink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { bitlink: string; fields: BitlyUpdateBody };
}): Promise<Bitlink> {
  const link = await findBitlink(ctx, input.bitlink);
  const { long_url, title, tags } = input.fields;
  const view = [long_url, title, tags].every((value) => value === undefined)
    ? link
    : await editLink({
        ctx,
        input: editInputOf(link.id, { full_url: long_url, title, tags }),
      });
  return toBitlink(view, ctx.config, ctx.workspace.owner);
}
