import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { findYourlsLink } from './find-yourls-link.js';
import type { YourlsAnswer } from './yourls-output.js';
import { toYourlsStatsLink } from './yourls-view.js';

export const STATS_NEED_FORMAT = 'Need either XML or JSON format for stats';

/** YOURLS's `url-stats`: one link of the workspace and its all-time clicks. */
export async function yourlsUrlStats({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { shorturl: string };
}): Promise<YourlsAnswer> {
  const { view } = await findYourlsLink(ctx, input.shorturl);
  if (!view) {
    return {
      body: { statusCode: '404', message: 'Error: short URL not found' },
      simple: STATS_NEED_FORMAT,
    };
  }
  return {
    body: { statusCode: '200', message: 'success', link: toYourlsStatsLink(view) },
    simple: STATS_NEED_FORMAT,
  };
}
