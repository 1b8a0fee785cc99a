import { isProOrHigher, QR_MESSAGES, type QrErrorLevel, type QrFormat } from '@kurz/shared';
import { findProfile } from '../accounts/user-repository.js';
import type { Ctx } from '../context.js';
import { Forbidden, NotFound } from '../errors.js';
import { findOwnLinkByCode } from '../links/link-repository.js';
import { defaultShortDomain } from '../links/short-domains.js';
import { qrLinkFor } from './qr-link.js';

export interface RenderQrInput {
  userId: string;
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

/** A QR code of one of the user's own links (pro or higher), as PNG or SVG. */
export async function renderQr({
  ctx,
  input,
}: {
  ctx: Ctx;
  input: RenderQrInput;
}): Promise<RenderedQr> {
  const profile = await findProfile(ctx.db, input.userId);
  if (!isProOrHigher(profile?.subscription_plan)) throw new Forbidden(QR_MESSAGES.proOnly);
  const domain = input.domain?.toLowerCase() || defaultShortDomain(ctx.config);
  const link = await findOwnLinkByCode(ctx.db, input.userId, domain, input.code);
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
