import type { ImportOutcome, ImportRow } from '@kurz/shared';
import type { Link } from '../db/schema.js';
import { AppError, Unavailable } from '../errors.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { createLink, type ImportedStats } from './create-link.js';
import { chosenLinkDomain } from './link-domain.js';
import { linkLabelsOf } from './link-labels.js';
import { checkedDestination, checkedShortCode } from './link-rules.js';
import type { OwnLinks } from './own-links.js';
import { shortLinkFor } from './short-url.js';

export interface ImportLinkRowInput {
  plan: string | undefined;
  row: ImportRow;
  /** The workspace's links to the file's destinations (loadOwnLinks). */
  ownLinks: OwnLinks;
  /** The preview: every check, nothing written. */
  checkOnly: boolean;
  /** The source's clicks and creation time, written with a new link. */
  imported?: ImportedStats | undefined;
}

/** What a row became: the link it matched or made; none for a preview's `create`. */
export type PlacedRow =
  | { status: 'exists'; link: Link }
  | { status: 'created'; link: Link }
  | { status: 'create'; link: null };

/**
 * One imported link through the single-link verb (createLink: destination rules,
 * blocklist, code rule, options, quota), so an import can do nothing a single create
 * cannot. The workspace's link with this code and destination (or, without a code, to this
 * destination) makes the row "exists": that comes first, so re-importing, expired links
 * included, writes nothing. A refusal is thrown as the verb's own error.
 */
export async function placeLinkRow({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ImportLinkRowInput;
}): Promise<PlacedRow> {
  const { row } = input;
  const url = checkedDestination(ctx, row.url);
  const code = checkedShortCode(row.code, { isImported: true });
  const { domain } = await chosenLinkDomain(ctx, ctx.workspace.owner, input.plan, row);
  const existing = await input.ownLinks.find({ domain, url, code });
  if (existing) return { status: 'exists', link: existing };
  const {
    row: _number,
    url: _url,
    code: _code,
    domain: _domain,
    redirect_type,
    title,
    tags,
    folder_id,
    notes,
    archived,
    forward_query,
    query_precedence,
    imported_clicks: _clicks,
    imported_created_at: _createdAt,
    ...options
  } = row;
  const result = await createLink({
    ctx,
    input: {
      url: row.url,
      code: row.code,
      isImportedCode: true,
      domain: row.domain,
      redirectType: redirect_type,
      options,
      labels: linkLabelsOf({ title, tags, folder_id, notes, archived }),
      forward: { forward_query, query_precedence },
      checkOnly: input.checkOnly,
      imported: input.imported,
    },
  });
  if (!result.link) return { status: 'create', link: null };
  input.ownLinks.add(result.link);
  return { status: 'created', link: result.link };
}

/** One CSV row's outcome: a refusal is the row's error; an outage fails the whole call. */
export async function importLinkRow({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ImportLinkRowInput;
}): Promise<ImportOutcome> {
  const { row } = input;
  const outcome = { row: row.row, url: row.url, code: row.code ?? null };
  try {
    const placed = await placeLinkRow({
      ctx,
      input: { ...input, imported: input.imported ?? importedStatsOf(row) },
    });
    if (!placed.link) return { ...outcome, status: 'create', short_link: null, message: null };
    return {
      ...outcome,
      code: placed.link.code,
      status: placed.status,
      short_link: shortLinkFor(ctx.config, placed.link),
      message: null,
    };
  } catch (error) {
    if (error instanceof AppError && !(error instanceof Unavailable)) {
      return { ...outcome, status: 'error', short_link: null, message: error.message };
    }
    throw error;
  }
}

/** The file's clicks and creation time for the new link (the export's `clicks`, `created_at`). */
function importedStatsOf(row: ImportRow): ImportedStats | undefined {
  if (row.imported_clicks === undefined && row.imported_created_at === undefined) return undefined;
  return {
    clicks: row.imported_clicks ?? null,
    createdAt: row.imported_created_at ? Date.parse(row.imported_created_at) : null,
  };
}
