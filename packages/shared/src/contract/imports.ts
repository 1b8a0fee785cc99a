import { z } from 'zod';
import { LinkWorkspace } from './links.js';

/**
 * Imports from another shortener's running service (`/api/v1/imports`): the source, its
 * base URL and key, and per source domain the Kurz domain its codes keep. The job runs in
 * the background; its counts grow as it reads the source page by page.
 */
export const IMPORT_SOURCES = [
  'shlink',
  'bitly',
  'yourls',
  'shortio',
  'dub',
  'kutt',
  'rebrandly',
] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];
export const IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
/** Source domains a map may name. */
export const IMPORT_DOMAIN_MAP_MAX = 50;

export const CreateImportBody = z.object({
  source: z.enum(IMPORT_SOURCES, {
    error: `source must be one of ${IMPORT_SOURCES.join(', ')}`,
  }),
  base_url: z
    .string({ error: 'base_url is required' })
    .trim()
    .min(1, 'base_url is required')
    .max(2000, 'base_url: at most 2000 characters'),
  api_key: z
    .string({ error: 'api_key is required' })
    .min(1, 'api_key is required')
    .max(1000, 'api_key: at most 1000 characters'),
  /**
   * Source domain (as its short links show it, `s.test`) → a Kurz short or verified
   * custom domain; `*` for every other. A domain not mapped goes to the default one.
   */
  domain_map: z
    .record(
      z.string().min(1, 'domain_map: a source domain is required').max(300),
      z.string().min(1, 'domain_map: a Kurz domain is required').max(300),
      { error: 'domain_map must map source domains to Kurz domains' },
    )
    .refine((map) => Object.keys(map).length <= IMPORT_DOMAIN_MAP_MAX, {
      message: `domain_map: at most ${IMPORT_DOMAIN_MAP_MAX} domains`,
    })
    .default({}),
  /** Bitly: the group whose links are read; absent, the key's default group. */
  group_guid: z.string().min(1).max(100).optional(),
  /** Rebrandly: the workspace whose links are read; absent, the key's own links. */
  workspace: z
    .string({ error: 'workspace must be a Rebrandly workspace id' })
    .min(1, 'workspace must be a Rebrandly workspace id')
    .max(100, 'workspace: at most 100 characters')
    .optional(),
});
export type CreateImportBody = z.input<typeof CreateImportBody>;

/** The import screen's POST /api/imports: the same job, in the workspace it names. */
export const CreateSessionImportBody = CreateImportBody.extend(LinkWorkspace.shape);
export type CreateSessionImportBody = z.input<typeof CreateSessionImportBody>;

export const ImportIdParams = z.object({ id: z.string().min(1).max(100) });
/** GET /api/imports and /api/imports/:id on the screen: the workspace they read. */
export const ImportWorkspaceQuery = LinkWorkspace;

/** An import as the API and its screen show it; the source's key is never shown. */
export const ImportJobView = z.object({
  id: z.string(),
  source: z.enum(IMPORT_SOURCES),
  base_url: z.string(),
  domain_map: z.record(z.string(), z.string()),
  status: z.enum(IMPORT_JOB_STATUSES),
  /** The links the source holds, once its first page told; null before. */
  total: z.number().nullable(),
  created: z.number(),
  /** Already here: the same code to the same destination. */
  existing: z.number(),
  /** The code is taken here by another destination. */
  conflicts: z.number(),
  /** Our destination rules (blocklist, code rule, quota) refused it. */
  refused: z.number(),
  /** Links the source returned that could not be read. */
  errors: z.number(),
  /** Why the job failed, or what it is waiting for. */
  message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ImportJobView = z.infer<typeof ImportJobView>;

/** POST answers at once: the job is queued. */
export const CreateImportReply = z.object({ id: z.string(), status: z.enum(IMPORT_JOB_STATUSES) });
export type CreateImportReply = z.infer<typeof CreateImportReply>;
export const ImportJobList = z.object({ imports: z.array(ImportJobView) });
export type ImportJobList = z.infer<typeof ImportJobList>;
