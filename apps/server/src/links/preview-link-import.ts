import {
  type ImportOutcome,
  type ImportPreviewReply,
  type ImportRow,
  linksLeftThisMonth,
} from '@kurz/shared';
import { AppError, Unavailable } from '../errors.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { importLinkRow } from './import-link-row.js';
import { importPlanOf } from './import-plan.js';
import { chosenLinkDomain } from './link-domain.js';
import { linkQuotaOf } from './link-quota.js';
import { loadOwnLinks } from './own-links.js';
import { type ParsedCsvRow, parseLinkCsv } from './parse-link-csv.js';
import { URL_REFUSALS } from './url-refusals.js';

/**
 * The import's first step: parses the file and checks every row as the import would,
 * writing nothing. A code a second time in the file is an error on the later row; a
 * destination without a code a second time is "exists" (the import would find the
 * first). Rows beyond what the workspace's quota allows (a person's this month, a team's
 * in all) are errors, so the preview's `create` count is what the import can make.
 */
export async function previewLinkImport({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { csv: string };
}): Promise<ImportPreviewReply> {
  requirePermission(ctx, 'urls', 'create', { message: URL_REFUSALS.create });
  const plan = importPlanOf(ctx);
  const { rows: parsed, ignoredColumns, format } = parseLinkCsv(input.csv);
  if (format !== 'kurz') await dropForeignDomains(ctx, plan, parsed);
  const { limit, used } = await linkQuotaOf(ctx);
  const left = linksLeftThisMonth(limit, used);
  const ownLinks = await loadOwnLinks(
    ctx,
    parsed.flatMap((row) => (row.input ? [row.input] : [])),
  );

  const firstRowOf = new Map<string, number>();
  const outcomes: ImportOutcome[] = [];
  const rows: ImportRow[] = [];
  for (const { row, raw, input: candidate, error } of parsed) {
    const base = { row, url: raw.url ?? '', code: raw.code || null, short_link: null };
    if (!candidate) {
      outcomes.push({ ...base, status: 'error', message: error });
      continue;
    }
    const key = `${candidate.domain?.toLowerCase() ?? ''} ${candidate.code ?? `url ${candidate.url}`}`;
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      outcomes.push(
        candidate.code
          ? { ...base, status: 'error', message: `Duplicate code in this file (row ${first})` }
          : { ...base, status: 'exists', message: `Same destination as row ${first}` },
      );
      continue;
    }
    firstRowOf.set(key, row);
    const outcome = await importLinkRow({
      ctx,
      input: { plan, row: candidate, ownLinks, checkOnly: true },
    });
    if (outcome.status === 'create' && left !== null && rows.length >= left) {
      outcomes.push({ ...outcome, status: 'error', message: overQuota(ctx, limit, left) });
      continue;
    }
    if (outcome.status === 'create') rows.push(candidate);
    outcomes.push(outcome);
  }
  const count = (status: ImportOutcome['status']) =>
    outcomes.filter((outcome) => outcome.status === status).length;
  return {
    outcomes,
    rows,
    counts: { create: count('create'), exists: count('exists'), error: count('error') },
    quota: { limit, used, left },
    ignored_columns: ignoredColumns,
    format,
  };
}

/**
 * Another shortener's domain (bit.ly, or a brand domain not set up here) is not one of
 * ours: its links go to the default short domain, as an import job does with an unmapped
 * domain. A domain this workspace may use is kept.
 */
async function dropForeignDomains(
  ctx: WorkspaceCtx,
  plan: string | undefined,
  rows: ParsedCsvRow[],
): Promise<void> {
  const usable = new Map<string, boolean>();
  for (const { input } of rows) {
    const domain = input?.domain?.toLowerCase();
    if (!input || !domain) continue;
    if (!usable.has(domain)) {
      try {
        await chosenLinkDomain(ctx, ctx.workspace.owner, plan, { domain });
        usable.set(domain, true);
      } catch (error) {
        if (!(error instanceof AppError) || error instanceof Unavailable) throw error;
        usable.set(domain, false);
      }
    }
    if (!usable.get(domain)) input.domain = undefined;
  }
}

function overQuota(ctx: WorkspaceCtx, limit: number | null, left: number): string {
  if (ctx.workspace.kind === 'team')
    return `Over the team's link limit (${limit} links, ${left} left): import fewer rows`;
  return `Over your monthly limit (${limit} links, ${left} left this month): upgrade your plan or import fewer rows`;
}
