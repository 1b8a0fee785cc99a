import { z } from 'zod';
import {
  QR_COLOR_PATTERN,
  QR_DEFAULTS,
  QR_ERROR_LEVELS,
  QR_FORMATS,
  QR_MAX_MARGIN,
  QR_SIZES,
} from '../qr.js';
import { organizationId } from './workspace.js';

const color = (name: string, fallback: string) =>
  z.string().regex(QR_COLOR_PATTERN, `${name} must be a colour written #rrggbb`).default(fallback);

/** GET /api/qr's query; the reply is the image itself. */
export const QrQuery = z.object({
  code: z.string({ error: 'code is required' }).trim().min(1, 'code is required').max(200),
  /** The short link's host; the default short domain when absent. */
  domain: z.string().max(253).optional(),
  /** A team's link (any member may have its code); absent: the caller's own. */
  org_id: z.string().min(1).max(100).optional(),
  /** The same, in the contract's one spelling. */
  organization_id: organizationId.optional(),
  format: z.enum(QR_FORMATS, { error: 'format must be png or svg' }).default('png'),
  size: z.coerce
    .number({ error: `size must be one of ${QR_SIZES.join(', ')}` })
    .refine((size) => (QR_SIZES as readonly number[]).includes(size), {
      message: `size must be one of ${QR_SIZES.join(', ')}`,
    })
    .default(256),
  margin: z.coerce
    .number({ error: 'margin must be a number' })
    .int('margin must be a whole number')
    .min(0, 'margin must be at least 0')
    .max(QR_MAX_MARGIN, `margin must be at most ${QR_MAX_MARGIN}`)
    .default(QR_DEFAULTS.margin),
  dark: color('dark', QR_DEFAULTS.dark),
  light: color('light', QR_DEFAULTS.light),
  ecl: z
    .enum(QR_ERROR_LEVELS, { error: 'ecl must be one of L, M, Q, H' })
    .default(QR_DEFAULTS.errorCorrectionLevel),
});
/** The query as the web writes it: every value is text in a URL. */
export type QrSearchParams = { [K in keyof z.output<typeof QrQuery>]?: string };
