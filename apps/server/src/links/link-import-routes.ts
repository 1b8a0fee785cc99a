import {
  ExportLinksQuery,
  IMPORT_MAX_BYTES,
  ImportChunkBody,
  ImportChunkReply,
  ImportPreviewBody,
  ImportPreviewReply,
} from '@kurz/shared';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PayloadTooLarge } from '../errors.js';
import type { RouteKit } from '../route-kit.js';
import { actingCtx, memberRoute } from '../workspace/workspace-guard.js';
import { exportFileName, exportLinks } from './export-links.js';
import { importLinks } from './import-links.js';
import { previewLinkImport } from './preview-link-import.js';

/** A preview checks up to 10,000 rows: a few a minute is plenty for a person. */
const IMPORT_PREVIEW_RULE = { name: 'link-import-preview-user', limit: 10, windowSeconds: 60 };
/** 10,000 rows are 20 chunks of 500; room for a retry or two. */
const IMPORT_CHUNK_RULE = { name: 'link-import-user', limit: 60, windowSeconds: 60 };
const EXPORT_RULE = { name: 'link-export-user', limit: 20, windowSeconds: 60 };
const IP_RULE = { name: 'link-bulk-ip', limit: 120, windowSeconds: 60 };

const TOO_LARGE = `A CSV file may be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB: split it into smaller files`;

/** Refuses a declared length over the limit with the app's message (Fastify's bodyLimit backs it). */
async function refuseLargeBody(request: FastifyRequest): Promise<void> {
  if (Number(request.headers['content-length'] ?? 0) > IMPORT_MAX_BYTES) {
    throw new PayloadTooLarge(TOO_LARGE);
  }
}

/**
 * CSV import (premium or higher) and export (anyone who may read them) of the workspace's
 * links: the caller's own, or the team's that `organization_id` names.
 */
export function registerLinkImportRoutes({ app, auth, rateLimits }: RouteKit): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const guard = memberRoute({ auth, rateLimits }, IP_RULE);

  api.post(
    '/api/links/import/preview',
    {
      ...guard(IMPORT_PREVIEW_RULE),
      onRequest: refuseLargeBody,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { body: ImportPreviewBody, response: { 200: ImportPreviewReply } },
    },
    async (request) =>
      previewLinkImport({ ctx: actingCtx(request), input: { csv: request.body.csv } }),
  );
  api.post(
    '/api/links/import',
    {
      ...guard(IMPORT_CHUNK_RULE),
      onRequest: refuseLargeBody,
      bodyLimit: IMPORT_MAX_BYTES,
      schema: { body: ImportChunkBody, response: { 200: ImportChunkReply } },
    },
    async (request) => importLinks({ ctx: actingCtx(request), input: { rows: request.body.rows } }),
  );
  api.get(
    '/api/links/export',
    { ...guard(EXPORT_RULE), schema: { querystring: ExportLinksQuery } },
    async (request, reply) => {
      const csv = await exportLinks({ ctx: actingCtx(request), input: request.query });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="${exportFileName(request.ctx.clock.now())}"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );
}
