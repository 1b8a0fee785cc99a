import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { findYourlsLink } from './find-yourls-link.js';
import type { YourlsAnswer } from './yourls-output.js';

/** YOURLS's `expand`: the long URL of a keyword or short URL of the workspace. */
export async function expandYourls({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { shorturl: string };
}): Promise<YourlsAnswer> {
  const { code, view } = await findYourlsLink(ctx, input.shorturl);
  if (!view) {
    return {
      body: { keyword: code, message: 'Error: short URL not found', errorCode: '404' },
      simple: 'not found',
    };
  }
  return {
    body: {
      keyword: view.short_url,
      shorturl: view.short_link,
      longurl: view.full_url,
      title: view.title ?? '',
      message: 'success',
      statusCode: '200',
    },
    simple: view.full_url,
  };
}
