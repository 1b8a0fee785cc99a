import { QR_MESSAGES, type QrErrorLevel, type QrFormat } from '@kurz/shared';
import { Forbidden, NotFound } from '../errors.js';
import { findWorkspaceLinkByCode } from '../links/link-repository.js';
import { defaultShortDomain } from '../links/short-domains.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { limitsOf } from '../workspace/workspace-limits.js';
import { qrLinkFor } from './qr-link.js';

export interface RenderQrInput {
  code: string;
  /** The link's short host; the default short domain when absent. */
  domain?: string | undefined;
  format: QrFormat;
  size: number;
  margin: number;
  dark: string;
  light: string;
  errorCorrectionLevel: QrErrorLevel;
}

export interface RenderedQr {
  contentType: string;
  body: Buffer | string;
  /** What the code encodes: the short link with the QR marker. */
  encoded: string;
}

/** A QR code of one of the workspace's links (its plan pro or higher), as PNG or SVG. */
export async function renderQr({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: RenderQrInput;
}): Promise<RenderedQr> {
  requirePermission(ctx, 'urls', 'read');
  if (!limitsOf(ctx.workspace).hasQr) throw new Forbidden(QR_MESSAGES.proOnly);
  const domain = input.domain?.toLowerCase() || defaultShortDomain(ctx.config);
  const link = await findWorkspaceLinkByCode(ctx.db, ctx.workspace.owner, domain, input.code);
  if (!link) throw new NotFound('URL not found');
  const encoded = qrLinkFor(ctx.config, link);
  // Loaded on first use: server start-up need not pay for a pro-only feature.
  const { default: QRCode } = await import('qrcode');
  const options = {
    width: input.size,
    margin: input.margin,
    color: { dark: input.dark, light: input.light },
    errorCorrectionLevel: input.errorCorrectionLevel,
  };
  return input.format === 'svg'
    ? {
        contentType: 'image/svg+xml',
        body: await QRCode.toString(encoded, { ...options, type: 'svg' }),
        encoded,
      }
    : {
        contentType: 'image/png',
        body: await QRCode.toBuffer(encoded, { ...options, type: 'png' }),
        encoded,
      };
}
