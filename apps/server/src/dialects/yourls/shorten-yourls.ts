import { createApiLink } from '../../api/create-api-link.js';
import { AlreadyExists, Invalid } from '../../errors.js';
import { getLink } from '../../links/get-link.js';
import { findOwnLinksTo } from '../../links/link-repository.js';
import { checkedDestination, checkedShortCode } from '../../links/link-rules.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { YourlsFail } from './yourls-errors.js';
import type { YourlsAnswer } from './yourls-output.js';
import { toYourlsUrl } from './yourls-view.js';

export interface ShortenYourlsInput {
  url?: string | undefined;
  keyword?: string | undefined;
  title?: string | undefined;
  /** The caller's address, which YOURLS answers as the link's `ip`. */
  ip: string;
}

/**
 * YOURLS's `shorturl` on Kurz's create: `keyword` is the code, `title` the title. As
 * YOURLS does by default (unique long URLs), a URL the workspace has already shortened is
 * answered `error:url` with that link, not shortened twice.
 */
export async function shortenYourls({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ShortenYourlsInput;
}): Promise<YourlsAnswer> {
  const url = input.url?.trim() ?? '';
  if (url === '' || url === 'http://' || url === 'https://')
    throw new YourlsFail('error:nourl', 'Missing or malformed URL');
  const destination = refusedAs('error:nourl', () => checkedDestination(ctx, url));
  const [existing] = await findOwnLinksTo(ctx.db, ctx.workspace.owner, [destination]);
  if (existing) {
    const view = await getLink({ ctx, input: { id: existing.id } });
    const short = view.short_link.replace(/^https?:\/\//, '');
    return {
      body: {
        status: 'fail',
        code: 'error:url',
        url: { ...toYourlsUrl(view, ''), url, clicks: String(view.clicks) },
        message: `${trimLong(url)} already exists in database (short URL: ${short})`,
        title: view.title ?? '',
        shorturl: view.short_link,
        statusCode: '400',
        errorCode: '400',
      },
      simple: view.short_link,
    };
  }
  const keyword = refusedAs('error:keyword', () => checkedShortCode(input.keyword));
  const view = await refusedAsync('error:keyword', keyword, () =>
    createApiLink({
      ctx,
      input: { full_url: url, short_url: keyword, title: input.title?.trim() || undefined },
    }),
  );
  return {
    body: {
      url: toYourlsUrl(view, input.ip),
      status: 'success',
      message: `${trimLong(url)} added to database`,
      title: view.title ?? '',
      shorturl: view.short_link,
      statusCode: 200,
    },
    simple: view.short_link,
  };
}

function refusedAs<T>(yourlsCode: string, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof Invalid) throw new YourlsFail(yourlsCode, error.message);
    throw error;
  }
}

/** A taken keyword, found by the create itself, in YOURLS's words. */
async function refusedAsync<T>(
  yourlsCode: string,
  keyword: string | undefined,
  create: () => Promise<T>,
): Promise<T> {
  try {
    return await create();
  } catch (error) {
    if (error instanceof AlreadyExists)
      throw new YourlsFail(
        yourlsCode,
        `Short URL ${keyword} already exists in database or is reserved`,
      );
    throw error;
  }
}

/** YOURLS shortens a long URL in its messages to 60 characters, `[...]` included. */
function trimLong(text: string): string {
  return text.length > 60 ? `${text.slice(0, 55)}[...]` : text;
}
