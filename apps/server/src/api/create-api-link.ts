import type { ApiCreateLinkBody, LinkView } from '@kurz/shared';
import type { z } from 'zod';
import { createLink } from '../links/create-link.js';
import { createInputOf } from '../links/link-input.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';

/** POST /api/v1/links (and each item of a bulk create): the link as the API shows it. */
export async function createApiLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: z.output<typeof ApiCreateLinkBody>;
}): Promise<LinkView> {
  const { view } = await createLink({ ctx, input: createInputOf(input) });
  // The API has no dry run: every call that passes the checks makes a link.
  if (!view) throw new Error('creating a link made none');
  return view;
}
