import {
  type ImportOutcome,
  type ImportPreviewReply,
  type ImportRow,
  limitsFor,
  linksLeftThisMonth,
  startOfUtcMonth,
} from '@kurz/shared';
import type { Ctx } from '../context.js';
import { importLinkRow } from './import-link-row.js';
import { importPlanOf } from './import-plan.js';
import { countLinksCreatedSince } from './link-repository.js';
import { loadOwnLinks } from './own-links.js';
import { parseLinkCsv } from './parse-link-csv.js';

/**
 * The import's first step: parses the file and checks every row as the import would,
 * writing nothing. A code a second time in the file is an error on the later row; a
 * destination without a code a second time is "exists" (the import would find the
 * first). Rows beyond what this month's quota allows are errors, so the preview's
 * `create` count is what the import can make.
 */
export async function previewLinkImport({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: { userId: string; csv: string };
}): Promise<ImportPreviewReply> {
  const plan = await importPlanOf(ctx, input.userId);
  const { rows: parsed, ignoredColumns } = parseLinkCsv(input.csv);
  const limit = limitsFor(plan).urlsPerMonth;
  const used = await countLinksCreatedSince(ctx.db, input.userId, startOfUtcMonth(ctx.clock.now()));
  const left = linksLeftThisMonth(limit, used);
  const ownLinks = await loadOwnLinks(
    ctx,
    input.userId,
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
      input: { userId: input.userId, plan, row: candidate, ownLinks, checkOnly: true },
    });
    if (outcome.status === 'create' && left !== null && rows.length >= left) {
      outcomes.push({ ...outcome, status: 'error', message: overQuota(limit, left) });
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
  };
}

function overQuota(limit: number | null, left: number): string {
  return `Over your monthly limit (${limit} links, ${left} left this month): upgrade your plan or import fewer rows`;
}
