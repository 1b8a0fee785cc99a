import { createHash } from 'node:crypto';
import type { LinkView } from '@kurz/shared';
import type { Config } from '../../config.js';
import type { WorkspaceOwner } from '../../workspace/workspace.js';

/** Bitly's times: `2024-05-01T12:00:00+0000`. */
export function bitlyTime(iso: string): string {
  return `${iso.slice(0, 19)}+0000`;
}

/**
 * A workspace as one Bitly group: its guid is made from the workspace's id, so it is the
 * same on every call and names no one.
 */
export function groupGuidOf(owner: WorkspaceOwner): string {
  const id = owner.orgId ? `org:${owner.orgId}` : `user:${owner.userId}`;
  const digest = createHash('sha256').update(`kurz-bitly-group:${id}`).digest('hex');
  return `B${digest.slice(0, 10)}`;
}

/** A bitlink's id: the short link without its scheme, `kurz.link/abc123`. */
export function bitlinkIdOf(view: LinkView): string {
  return view.short_link.replace(/^https?:\/\//, '');
}

/** A link as Bitly's BitlinkBody shows one. */
export function toBitlink(view: LinkView, config: Config, owner: WorkspaceOwner) {
  return {
    created_at: bitlyTime(view.created_at),
    id: bitlinkIdOf(view),
    link: view.short_link,
    custom_bitlinks: [],
    long_url: view.full_url,
    title: view.title ?? '',
    archived: false,
    tags: view.tags,
    deeplinks: [],
    references: { group: `${config.appUrl.origin}/v4/groups/${groupGuidOf(owner)}` },
  };
}
export type Bitlink = ReturnType<typeof toBitlink>;
