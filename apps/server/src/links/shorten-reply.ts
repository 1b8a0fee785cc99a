import type { ShortenReply } from '@kurz/shared';
import type { Config } from '../config.js';
import type { CreateLinkResult } from './create-link.js';
import { shortLinkFor } from './short-url.js';

/** What /api/shorten and /api/shorten-team answer: the new link, or a dry run's yes. */
export function toShortenReply(config: Config, result: CreateLinkResult): ShortenReply {
  if (!result.link) return { available: true };
  const { link } = result;
  return { shortened_url: shortLinkFor(config, link), short_code: link.code, id: link.id };
}
