import type { ModeratedLink, ModeratedUser } from '@kurz/shared';
import type { Config } from '../config.js';
import { shortLinkFor } from '../links/short-url.js';
import type { ModeratedLinkRow, ModeratedUserRow } from './moderation-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export function toModeratedLink(config: Config, row: ModeratedLinkRow): ModeratedLink {
  return {
    id: row.id,
    shortLink: shortLinkFor(config, row),
    destination: row.url,
    ownerEmail: row.owner_email,
    isDisabled: row.disabled_at !== null,
    disabledAt: iso(row.disabled_at),
    reason: row.disabled_reason,
    disabledBy: row.disabled_by_email,
  };
}

export function toModeratedUser(row: ModeratedUserRow): ModeratedUser {
  return {
    id: row.id,
    email: row.email,
    isDisabled: row.disabled_at !== null,
    disabledAt: iso(row.disabled_at),
    reason: row.disabled_reason,
    disabledBy: row.disabled_by_email,
  };
}
