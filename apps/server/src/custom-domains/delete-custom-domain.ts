import type { Ctx } from '../context.js';
import { NotFound } from '../errors.js';
import { deleteUserDomain } from './custom-domain-repository.js';
import { servingChanged } from './domain-rules.js';

/** Deletes the user's domain and its links; it stops serving on this process at once. */
export async function deleteCustomDomain({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; id: string };
}): Promise<{ deleted: true }> {
  const row = await deleteUserDomain(ctx.db, input.userId, input.id);
  if (!row) throw new NotFound('Domain not found');
  await servingChanged(ctx, row.domain);
  return { deleted: true };
}
