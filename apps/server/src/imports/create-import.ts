import { randomUUID } from 'node:crypto';
import type { CreateImportBody } from '@kurz/shared';
import { hostnameOf } from '@kurz/shared';
import { Invalid } from '../errors.js';
import { importPlanOf } from '../links/import-plan.js';
import { chosenLinkDomain } from '../links/link-domain.js';
import { URL_REFUSALS } from '../links/url-refusals.js';
import { FetchFailure } from '../net/fetch-failure.js';
import { requirePermission } from '../workspace/require-permission.js';
import type { WorkspaceCtx } from '../workspace/workspace.js';
import { createImportFetch } from './import-fetch.js';
import { insertImport } from './import-repository.js';
import { firstSourceCursor } from './sources/index.js';

export type CreateImportInput = Omit<CreateImportBody, 'domain_map'> & {
  domain_map: Record<string, string>;
};

const PRIVATE_SOURCE = (host: string) =>
  `base_url: ${host} is on a private or loopback address; the operator may allow it by naming it in IMPORT_PRIVATE_HOSTS`;

/**
 * Queues an import into the workspace (premium or higher, a member who may create links):
 * the base URL is judged like any destination (a private one only when the operator named
 * it) and every Kurz domain of the map must be the workspace's, before anything is read.
 */
export async function createImport({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: CreateImportInput;
}): Promise<{ id: string; status: 'queued' }> {
  requirePermission(ctx, 'urls', 'create', { message: URL_REFUSALS.create });
  const plan = importPlanOf(ctx, 'service');
  const baseUrl = await checkedBaseUrl(ctx, input.base_url);
  const domainMap: Record<string, string> = {};
  for (const [source, ours] of Object.entries(input.domain_map)) {
    const { domain } = await chosenLinkDomain(ctx, ctx.workspace.owner, plan, { domain: ours });
    domainMap[source === '*' ? '*' : hostnameOf(source)] = domain;
  }
  const now = ctx.clock.now();
  const id = randomUUID();
  await insertImport(ctx.db, {
    id,
    user_id: ctx.actor.userId,
    org_id: ctx.workspace.orgId,
    key_id: ctx.actor.keyId,
    source: input.source,
    base_url: baseUrl,
    api_key: input.api_key,
    domain_map: JSON.stringify(domainMap),
    status: 'queued',
    cursor: JSON.stringify({ page: firstSourceCursor(input), done: 0 }),
    total: null,
    message: null,
    lease_until: null,
    runner: null,
    created_at: now,
    updated_at: now,
    finished_at: null,
  });
  ctx.imports.wake();
  return { id, status: 'queued' };
}

async function checkedBaseUrl(ctx: WorkspaceCtx, text: string): Promise<string> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Invalid('base_url must be an http:// or https:// URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Invalid('base_url must be an http:// or https:// URL');
  if (url.username || url.password)
    throw new Invalid('base_url may not hold a user name or password: send the key as api_key');
  url.search = '';
  url.hash = '';
  try {
    await createImportFetch(ctx.config).checkUrl(url.href);
  } catch (error) {
    if (!(error instanceof FetchFailure)) throw error;
    if (error.reason === 'refused-address') throw new Invalid(PRIVATE_SOURCE(url.hostname));
    throw new Invalid(`base_url: ${error.message}`);
  }
  return url.href.replace(/\/$/, '');
}
