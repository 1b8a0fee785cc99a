import type { Config } from '../config.js';
import { shortLinkFor } from '../links/short-url.js';

/** The redirect path counts a request carrying `qr=1` as a QR scan (redirect/serve-redirect.ts). */
export const QR_MARKER = 'qr=1';

/** What a link's QR code encodes: its short link plus the QR marker. */
export function qrLinkFor(
  config: Config,
  link: { domain: string; code: string; custom_domain_id: string | null },
): string {
  return `${shortLinkFor(config, link)}?${QR_MARKER}`;
}
