import type { Ctx } from '../context.js';
import { removeLinks } from '../links/remove-links.js';
import { deleteUserRow } from './user-repository.js';

/**
 * Deletes an account (the privacy page's "deleting it removes your profile, your links
 * and their analytics"). Every link it created, personal and in teams, goes through the
 * links feature's one removal: `link.deleted` to each link's workspace's webhooks (a
 * team's outlive the member; the account's own go with it), the teams' audit entries,
 * every redirect cache. The last batch commits with the user row, which takes the rest.
 */
export async function deleteAccount({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string };
}): Promise<{ removedLinks: number }> {
  const { removed } = await removeLinks({
    ctx,
    input: {
      which: { kind: 'creator', userId: input.userId },
      actorId: input.userId,
      cause: 'account',
      andFinally: (trx) => deleteUserRow(trx, input.userId),
    },
  });
  return { removedLinks: removed };
}
