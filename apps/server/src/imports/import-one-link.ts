import { LINK_TAGS_MAX, LINK_TITLE_MAX, tagNameProblem } from '@kurz/shared';
import { AlreadyExists, AppError, Unavailable } from '../errors.js';
import { placeLinkRow } from '../links/import-link-row.js';
import type { OwnLinks } from '../links/own-links.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { recordImportedStats } from './import-repository.js';
import type { SourceLink } from './sources/import-source.js';

export type LinkOutcome = 'created' | 'existing' | 'conflicts' | 'refused';

/** What became of a link, and why when it was not imported. */
export interface LinkResult {
  outcome: LinkOutcome;
  problem: string | null;
}

export interface ImportOneLinkInput {
  plan: string | undefined;
  link: SourceLink;
  /** The Kurz domain the link's codes go to; undefined: the default one. */
  domain: string | undefined;
  ownLinks: OwnLinks;
  /** Its place in the source, for the row number the CSV verb reports. */
  position: number;
  /**
   * When this run began from saved progress: a link already there made since then is
   * this job's own, made before a crash cut its progress short, so it counts as created.
   */
  resumedAt: number | null;
}

/**
 * One source link through the CSV import's row (the same rules as a single create):
 * created, already there (same code and destination), a conflict (the code is taken by
 * another destination), or refused by our rules. The source's clicks and date are kept
 * on the link either way: written with a new one, brought up to date on one already there.
 */
export async function importOneLink({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: ImportOneLinkInput;
}): Promise<LinkResult> {
  const { link } = input;
  const imported = { clicks: link.clicks, createdAt: link.createdAt };
  try {
    const placed = await placeLinkRow({
      ctx,
      input: {
        plan: input.plan,
        row: {
          row: input.position + 2,
          url: link.url,
          code: link.code,
          domain: input.domain,
          title: link.title?.trim().slice(0, LINK_TITLE_MAX) || undefined,
          tags: usableTags(link.tags),
        },
        ownLinks: input.ownLinks,
        checkOnly: false,
        imported,
      },
    });
    if (!placed.link) throw new Error('an import placed a link without writing it');
    if (placed.status === 'created') return { outcome: 'created', problem: null };
    const { link: found } = placed;
    if (
      found.imported_clicks !== imported.clicks ||
      found.imported_created_at !== imported.createdAt
    )
      await recordImportedStats(ctx.db, found.id, imported);
    const isOwn = input.resumedAt !== null && found.created_at >= input.resumedAt;
    return { outcome: isOwn ? 'created' : 'existing', problem: null };
  } catch (error) {
    if (error instanceof AlreadyExists) return { outcome: 'conflicts', problem: error.message };
    if (error instanceof AppError && !(error instanceof Unavailable))
      return { outcome: 'refused', problem: error.message };
    throw error;
  }
}

/** A source's tag our rules refuse is dropped, not the link. */
function usableTags(tags: readonly string[]): string[] {
  const names = [...new Set(tags.map((tag) => tag.trim()))];
  return names.filter((name) => tagNameProblem(name) === null).slice(0, LINK_TAGS_MAX);
}
