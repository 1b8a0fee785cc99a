import type { ApiBulkCreateBody, ApiBulkCreateReply } from '@kurz/shared';
import type { z } from 'zod';
import { AppError } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { createApiLink } from './create-api-link.js';

/**
 * Creates up to 100 links in the key's workspace one after another, each under the same
 * rules as one (quota included): a failure is that item's result and the rest go on.
 */
export async function bulkCreateLinks({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: z.output<typeof ApiBulkCreateBody>;
}): Promise<ApiBulkCreateReply> {
  const results: ApiBulkCreateReply['results'] = [];
  for (const [index, item] of input.links.entries()) {
    try {
      results.push({ index, ok: true, link: await createApiLink({ ctx, input: item }) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ index, ok: false, error: { error: error.message, code: error.code } });
    }
  }
  const created = results.filter((result) => result.ok).length;
  return { results, created, failed: results.length - created };
}
