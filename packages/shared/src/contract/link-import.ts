import { z } from 'zod';
import {
  LinkForwardFields,
  LinkLabelFields,
  LinkOptionFields,
  LinkWorkspace,
  ListLinksQuery,
  RedirectType,
} from './links.js';

/**
 * Bulk links: CSV export of the dashboard's current filter, and CSV import in
 * two steps. The preview parses the file and checks every row without writing; the client
 * then sends the importable rows back in chunks (IMPORT_CHUNK_MAX a request) so it can
 * show progress. Rows are numbered as a spreadsheet shows them: the header is row 1.
 */
export const IMPORT_MAX_ROWS = 10_000;
export const IMPORT_CHUNK_MAX = 500;
/** The preview's body limit: room for 10,000 ordinary rows. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** The columns the importer reads, in the export's order. */
export const IMPORT_COLUMNS = [
  'url',
  'code',
  'domain',
  'title',
  'tags',
  'redirect_type',
  'expires_at',
  'max_clicks',
  'expired_url',
  'ios_url',
  'android_url',
  'og_title',
  'og_description',
  'og_image',
  'folder_id',
  'notes',
  'archived',
  'forward_query',
  'query_precedence',
] as const;
/**
 * Written by the export and skipped by the importer, so an exported file re-imports.
 * `rules`: the link's redirect rules as JSON (`ios_url` and `android_url` import theirs).
 */
export const EXPORT_ONLY_COLUMNS = ['short_link', 'clicks', 'created_at', 'rules'] as const;
export const EXPORT_COLUMNS = [...IMPORT_COLUMNS, ...EXPORT_ONLY_COLUMNS] as const;

/**
 * The file formats the preview reads: Kurz's own CSV, other shorteners' CSV exports
 * (recognised by their header row), and YOURLS's SQL dump of its `yourls_url` table.
 */
export const IMPORT_FORMATS = [
  'kurz',
  'bitly',
  'rebrandly',
  'shortio',
  'dub',
  'shlink',
  'yourls',
] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_FORMAT_NAMES: Record<ImportFormat, string> = {
  kurz: 'Kurz CSV',
  bitly: 'Bitly CSV export',
  rebrandly: 'Rebrandly CSV export',
  shortio: 'Short.io CSV export',
  dub: 'Dub CSV export',
  shlink: 'Shlink short-URL CSV',
  yourls: 'YOURLS SQL dump',
};

/** The workspace the rows go to: `organization_id` names a team (absent: personal). */
export const ImportPreviewBody = z.object({
  ...LinkWorkspace.shape,
  csv: z.string({ error: 'csv must be the text of a CSV file' }),
});
export type ImportPreviewBody = z.input<typeof ImportPreviewBody>;

/** One importable row, as the preview parsed it: the same fields and rules as a single link. */
export const ImportRow = z.object({
  /** The spreadsheet's row: blank lines count, so it may pass IMPORT_MAX_ROWS + 1. */
  row: z.number().int().min(2),
  url: z.string({ error: 'url is required' }).trim().min(1, 'url is required').max(4096),
  code: z.string().max(200).optional(),
  domain: z.string().max(300).optional(),
  title: LinkLabelFields.title,
  /** In the file: the names in one cell, separated by commas (a tag name holds none). */
  tags: LinkLabelFields.tags,
  redirect_type: RedirectType.optional(),
  expires_at: LinkOptionFields.expires_at,
  max_clicks: LinkOptionFields.max_clicks,
  expired_url: LinkOptionFields.expired_url,
  ios_url: LinkOptionFields.ios_url,
  android_url: LinkOptionFields.android_url,
  og_title: LinkOptionFields.og_title,
  og_description: LinkOptionFields.og_description,
  og_image: LinkOptionFields.og_image,
  /** A folder of the workspace imported into: a file from another workspace names none of its folders. */
  folder_id: LinkLabelFields.folder_id,
  notes: LinkLabelFields.notes,
  /** In the file: `true` or `false`. */
  archived: LinkLabelFields.archived,
  /** In the file: `true` or `false`; absent, the domain's default. */
  forward_query: LinkForwardFields.forward_query,
  query_precedence: LinkForwardFields.query_precedence,
  /** The source's clicks and creation time (the export's `clicks`, `created_at`), kept on the link. */
  imported_clicks: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  imported_created_at: z.iso.datetime({ offset: true }).optional(),
});
export type ImportRow = z.infer<typeof ImportRow>;

/**
 * What became of a row. `create`: the preview found nothing against it; `created`: the
 * import made it; `exists`: the user already has this code with this destination (or,
 * without a code, a link to this destination), so nothing is written; `error`: `message`
 * says why.
 */
export const IMPORT_STATUSES = ['create', 'created', 'exists', 'error'] as const;
export const ImportOutcome = z.object({
  row: z.number(),
  url: z.string(),
  code: z.string().nullable(),
  status: z.enum(IMPORT_STATUSES),
  short_link: z.string().nullable(),
  message: z.string().nullable(),
});
export type ImportOutcome = z.infer<typeof ImportOutcome>;

/** A person's plan's links this month, or a team's links in all (its `max_urls`). */
export const ImportQuota = z.object({
  /** Null: unlimited. */
  limit: z.number().nullable(),
  used: z.number(),
  /** Links the quota still allows; null: unlimited. */
  left: z.number().nullable(),
});

export const ImportPreviewReply = z.object({
  /** Every data row's outcome (`create`, `exists` or `error`), in file order. */
  outcomes: z.array(ImportOutcome),
  /** The rows to send to POST /api/links/import, those with outcome `create`. */
  rows: z.array(ImportRow),
  counts: z.object({ create: z.number(), exists: z.number(), error: z.number() }),
  quota: ImportQuota,
  /** Header columns the importer does not read (named so a typo is noticed). */
  ignored_columns: z.array(z.string()),
  /** Whose export the file was recognised as. */
  format: z.enum(IMPORT_FORMATS),
});
export type ImportPreviewReply = z.infer<typeof ImportPreviewReply>;

export const ImportChunkBody = z.object({
  ...LinkWorkspace.shape,
  rows: z
    .array(ImportRow, { error: 'rows must be a list of rows from the preview' })
    .min(1, 'rows must hold at least one row')
    .max(IMPORT_CHUNK_MAX, `rows: at most ${IMPORT_CHUNK_MAX} at a time`),
});
export type ImportChunkBody = z.input<typeof ImportChunkBody>;
export const ImportChunkReply = z.object({ outcomes: z.array(ImportOutcome) });
export type ImportChunkReply = z.infer<typeof ImportChunkReply>;

/** GET /api/links/export: the same filter as GET /api/links, every page. */
export const ExportLinksQuery = ListLinksQuery.pick({
  organization_id: true,
  search: true,
  tag: true,
  folder_id: true,
  archived: true,
  sort: true,
});
export type ExportLinksQuery = z.input<typeof ExportLinksQuery>;
