import type { ReportEntry, ReportedLink } from '@kurz/shared';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database, LinkReport } from '../db/schema.js';
import { shortLinkFor } from '../links/short-url.js';
import { type ReportedLinkRow, reportedLinks } from './link-report-repository.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

/** Reports as the admin inbox shows them, each with its link resolved now (null: not found). */
export async function toReportEntries(
  db: Kysely<Database>,
  config: Config,
  rows: LinkReport[],
): Promise<ReportEntry[]> {
  const ids = [...new Set(rows.flatMap((row) => (row.link_id ? [row.link_id] : [])))];
  const links = new Map((await reportedLinks(db, ids)).map((link) => [link.id, link]));
  return rows.map((row) => {
    const link = row.link_id ? links.get(row.link_id) : undefined;
    return {
      id: row.id,
      createdAt: new Date(Number(row.created_at)).toISOString(),
      handledAt: iso(row.handled_at),
      shortUrl: row.short_url,
      reason: row.reason,
      details: row.details,
      reporterEmail: row.email,
      link: link ? toReportedLink(config, link) : null,
    };
  });
}

function toReportedLink(config: Config, link: ReportedLinkRow): ReportedLink {
  return {
    id: link.id,
    shortLink: shortLinkFor(config, link),
    destination: link.url,
    ownerEmail: link.owner_email,
    clicks: Number(link.clicks),
    isDisabled: link.disabled_at !== null || link.owner_disabled_at !== null,
  };
}
