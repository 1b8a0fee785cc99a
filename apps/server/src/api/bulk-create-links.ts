import type { ApiBulkCreateBody, ApiBulkCreateReply } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { AppError } from '../errors.js';
import { createLink } from '../links/create-link.js';
import { getLink } from '../links/get-link.js';

/**
 * Creates up to 100 links one after another, each under the same rules as one (quota
 * included): a failure is that item's result and the rest go on.
 */
export async function bulkCreateLinks({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; body: ApiBulkCreateBody };
}): Promise<ApiBulkCreateReply> {
  const results: ApiBulkCreateReply['results'] = [];
  for (const [index, item] of input.body.links.entries()) {
    try {
      const { link } = await createLink({
        ctx,
        input: {
          userId: input.userId,
          url: item.full_url,
          code: item.short_url,
          domain: item.domain,
          redirectType: item.redirect_type,
        },
      });
      if (!link) throw new Error('a link that was not created');
      results.push({
        index,
        ok: true,
        link: await getLink({ ctx, input: { userId: input.userId, id: link.id } }),
      });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ index, ok: false, error: { error: error.message, code: error.code } });
    }
  }
  const created = results.filter((result) => result.ok).length;
  return { results, created, failed: results.length - created };
}
