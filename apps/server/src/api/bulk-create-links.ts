import type { ApiBulkCreateBody, ApiBulkCreateReply } from '@kurz/shared';
import type { z } from 'zod';
import type { Ctx } from '../context.js';
import { AppError } from '../errors.js';
import { type ApiActor, createWorkspaceLink } from './workspace-links.js';

/**
 * Creates up to 100 links one after another, each under the same rules as one (quota
 * included): a failure is that item's result and the rest go on.
 */
export async function bulkCreateLinks({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { actor: ApiActor; body: z.output<typeof ApiBulkCreateBody> };
}): Promise<ApiBulkCreateReply> {
  const results: ApiBulkCreateReply['results'] = [];
  for (const [index, item] of input.body.links.entries()) {
    try {
      results.push({ index, ok: true, link: await createWorkspaceLink(ctx, input.actor, item) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ index, ok: false, error: { error: error.message, code: error.code } });
    }
  }
  const created = results.filter((result) => result.ok).length;
  return { results, created, failed: results.length - created };
}
