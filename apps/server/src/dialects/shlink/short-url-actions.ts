import type { LinkUpdateValues } from '@kurz/shared';
import { visitTotals } from '../../analytics/links-with-visits.js';
import { createApiLink } from '../../api/create-api-link.js';
import { AlreadyExists } from '../../errors.js';
import { editLink } from '../../links/edit-link.js';
import { findExistingLink } from '../../links/find-existing-link.js';
import { getLink } from '../../links/get-link.js';
import { editInputOf } from '../../links/link-input.js';
import { checkedDestination, checkedShortCode } from '../../links/link-rules.js';
import { toLinkView } from '../../links/link-view.js';
import { listLinksPage } from '../../links/list-links-page.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';
import { isDefaultDomain, storedDomainOf } from './shlink-domain.js';
import { blaming } from './shlink-errors.js';
import { ShlinkProblem } from './shlink-problem.js';
import type { CreateShortUrlBody, EditShortUrlBody } from './shlink-schemas.js';
import { unsupportedFields } from './shlink-schemas.js';
import { shlinkPagination, toShlinkShortUrl } from './shlink-view.js';

/** A Shlink body's settings as Kurz's link fields (null clears, absent leaves). */
function kurzFields(body: EditShortUrlBody) {
  const { validUntil } = body;
  return {
    full_url: body.longUrl,
    title: body.title,
    tags: body.tags,
    expires_at:
      validUntil === undefined || validUntil === null
        ? validUntil
        : new Date(Date.parse(validUntil)).toISOString(),
    max_clicks: body.maxVisits,
  };
}

/** The Shlink fields a body sent among `names`: what a refusal of the verb may concern. */
const sent = (body: object, names: string[]) =>
  names.filter((name) => (body as Record<string, unknown>)[name] !== undefined);

function refuseUnsupported(body: Partial<CreateShortUrlBody>): void {
  const unsupported = unsupportedFields(body);
  if (unsupported.length > 0)
    throw ShlinkProblem.invalidData(
      unsupported,
      `Kurz's links have no ${unsupported.join(', ')}: leave them out`,
    );
}

export async function shortUrlOf(ctx: WorkspaceCtx, id: string) {
  const [view, visits] = await Promise.all([
    getLink({ ctx, input: { id } }),
    visitTotals(ctx.db, [id]),
  ]);
  return toShlinkShortUrl(ctx.config, view, visits.get(id) ?? { total: 0, human: 0 });
}

/** POST /short-urls: the rules checked field by field first, so a refusal names its field. */
export async function createShortUrl(ctx: WorkspaceCtx, body: CreateShortUrlBody) {
  refuseUnsupported(body);
  await blaming(['longUrl'], () => checkedDestination(ctx, body.longUrl));
  const code = await blaming(['customSlug'], () => checkedShortCode(body.customSlug));
  const domain = isDefaultDomain(ctx.config, body.domain) ? undefined : body.domain;
  if (body.findIfExists) {
    const found = await findExistingLink({
      ctx,
      input: {
        url: body.longUrl,
        domain: storedDomainOf(ctx.config, domain),
        code,
        tags: body.tags,
      },
    });
    if (found) return shortUrlOf(ctx, found.id);
  }
  try {
    const view = await blaming(sent(body, ['domain', 'validUntil', 'maxVisits', 'tags']), () =>
      createApiLink({
        ctx,
        input: { ...kurzFields(body), full_url: body.longUrl, short_url: code, domain },
      }),
    );
    return toShlinkShortUrl(ctx.config, view, { total: 0, human: 0 });
  } catch (error) {
    if (error instanceof AlreadyExists && code)
      throw ShlinkProblem.nonUniqueSlug(code, domain ?? null);
    throw error;
  }
}

/** PATCH /short-urls/{shortCode}: only what the body sends changes. */
export async function editShortUrl(ctx: WorkspaceCtx, id: string, body: EditShortUrlBody) {
  refuseUnsupported(body);
  if (body.longUrl !== undefined) {
    const { longUrl } = body;
    await blaming(['longUrl'], () => checkedDestination(ctx, longUrl));
  }
  const fields: LinkUpdateValues = kurzFields(body);
  if (Object.values(fields).some((value) => value !== undefined))
    await blaming(sent(body, ['longUrl', 'validUntil', 'maxVisits', 'tags']), () =>
      editLink({ ctx, input: editInputOf(id, fields) }),
    );
  return shortUrlOf(ctx, id);
}

const ORDERS = {
  dateCreated: 'created',
  shortCode: 'code',
  longUrl: 'url',
  title: 'title',
  visits: 'clicks',
  nonBotVisits: 'human_clicks',
} as const;

export interface ShortUrlsQuery {
  page: number;
  itemsPerPage: number;
  searchTerm?: string | undefined;
  tags: string[];
  tagsMode: 'any' | 'all';
  orderBy?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  excludeMaxVisitsReached?: 'true' | 'false' | undefined;
  excludePastValidUntil?: 'true' | 'false' | undefined;
  domain?: string | undefined;
}

/** GET /short-urls: a numbered page, filtered and ordered as Shlink's list is. */
export async function listShortUrls(ctx: WorkspaceCtx, q: ShortUrlsQuery) {
  const [field, direction] = (q.orderBy ?? 'dateCreated-DESC').split('-') as [
    keyof typeof ORDERS,
    string,
  ];
  const { links, total } = await listLinksPage({
    ctx,
    input: {
      search: q.searchTerm,
      tags: q.tags,
      tagsMatch: q.tagsMode,
      domain: q.domain === undefined ? undefined : storedDomainOf(ctx.config, q.domain),
      createdFrom: q.startDate === undefined ? undefined : Date.parse(q.startDate),
      createdTo: q.endDate === undefined ? undefined : Date.parse(q.endDate),
      withClicksLeft: q.excludeMaxVisitsReached === 'true',
      unexpiredAt: q.excludePastValidUntil === 'true' ? ctx.clock.now() : undefined,
      order: ORDERS[field],
      descending: direction === 'DESC',
      offset: (q.page - 1) * q.itemsPerPage,
      limit: q.itemsPerPage,
    },
  });
  const data = links.map(({ link, tags }) =>
    toShlinkShortUrl(ctx.config, toLinkView(ctx, link, link.clicks, tags), {
      total: link.clicks,
      human: link.human_clicks,
    }),
  );
  return {
    shortUrls: { data, pagination: shlinkPagination(q.page, q.itemsPerPage, data.length, total) },
  };
}
