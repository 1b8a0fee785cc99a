import type { CustomDomainView } from '@kurz/shared';
import type { CustomDomain } from '../db/schema.js';
import { NotFound } from '../errors.js';
import { recordTeamEvent } from '../workspace/audit-log.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { findDomain } from './custom-domain-repository.js';
import { toCustomDomainView } from './custom-domain-view.js';

/** What a settings change may set; absent leaves a setting, null removes a file. */
export interface DomainSettings {
  forwardQuery?: boolean | undefined;
  appleAppSiteAssociation?: unknown;
  androidAssetLinks?: unknown;
}

/**
 * Changes a domain's settings: whether links made on it from now on forward the visitor's
 * query string (links already made keep their own), and the files phones read to open its
 * links in an app (checked by the contract before this).
 */
export async function changeDomainSettings({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { id: string } & DomainSettings;
}): Promise<CustomDomainView> {
  requirePermission(ctx, 'domains', 'update');
  const { workspace } = ctx;
  const row = await findDomain(ctx.db, workspace.owner, input.id);
  if (!row) throw new NotFound('Domain not found');
  const changes: Partial<CustomDomain> = {};
  if (input.forwardQuery !== undefined) changes.forward_query = input.forwardQuery ? 1 : 0;
  if (input.appleAppSiteAssociation !== undefined)
    changes.apple_app_site_association = fileText(input.appleAppSiteAssociation);
  if (input.androidAssetLinks !== undefined)
    changes.android_asset_links = fileText(input.androidAssetLinks);
  await ctx.db.updateTable('custom_domains').set(changes).where('id', '=', row.id).execute();
  if (workspace.orgId) {
    await recordTeamEvent(ctx.db, {
      orgId: workspace.orgId,
      actorId: ctx.actor.userId,
      action: 'domain.updated',
      target: row.domain,
      at: ctx.clock.now(),
      details: { fields: Object.keys(changes) },
    });
  }
  return toCustomDomainView(ctx.config.customDomains, { ...row, ...changes });
}

/** A settings body (the web's or the API's) as the verb's input. */
export function domainSettingsOf(
  id: string,
  body: {
    forward_query?: boolean;
    apple_app_site_association?: unknown;
    android_asset_links?: unknown;
  },
): { id: string } & DomainSettings {
  return {
    id,
    forwardQuery: body.forward_query,
    appleAppSiteAssociation: body.apple_app_site_association,
    androidAssetLinks: body.android_asset_links,
  };
}

function fileText(file: unknown): string | null {
  return file === null ? null : JSON.stringify(file);
}
