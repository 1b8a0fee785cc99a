import { Invalid } from '../../errors.js';
import { editLink } from '../../links/edit-link.js';
import { editInputOf } from '../../links/link-input.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import type { KuttEditBody } from './kutt-schemas.js';
import { type KuttLink, toKuttLink } from './kutt-view.js';

/** Kutt's edit on Kurz's: `address` is the code, `description` the title, `expire_in` from now. */
export async function editKuttLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string; fields: KuttEditBody };
}): Promise<KuttLink> {
  const { target, address, description, expire_in, password } = input.fields;
  if ([target, address, description, expire_in, password].every((value) => value === undefined))
    throw new Invalid('Should at least update one field.');
  const view = await editLink({
    ctx,
    input: editInputOf(input.id, {
      full_url: target,
      short_url: address,
      title: description,
      password,
      expires_at:
        expire_in === undefined ? undefined : new Date(ctx.clock.now() + expire_in).toISOString(),
    }),
  });
  return toKuttLink(view);
}
