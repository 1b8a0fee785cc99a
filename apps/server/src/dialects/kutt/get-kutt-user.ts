import type { ApiScope } from '@kurz/shared';
import { listCustomDomains } from '../../custom-domains/list-custom-domains.js';
import type { WorkspaceCtx } from '../../workspace/workspace.js';

/** Kutt's domain shape, for the domains a user's links may use. */
export interface KuttDomain {
  id: string;
  address: string;
  banned: boolean;
  homepage: string;
  created_at: string;
  updated_at: string;
}

export interface KuttUser {
  apikey: string;
  email: string;
  domains: KuttDomain[];
}

/**
 * Kutt's `GET /users`: the key in use (Kurz keeps only its hash, so it is the one the
 * caller sent), the key owner's email and the workspace's custom domains, which need the
 * domains:read scope: a key without it sees none.
 */
export async function getKuttUser({
  ctx,
  input,
}: {
  ctx: WorkspaceCtx;
  input: { key: string; email: string; scopes: readonly ApiScope[] };
}): Promise<KuttUser> {
  const canReadDomains = input.scopes.includes('domains:read');
  const domains = canReadDomains ? (await listCustomDomains({ ctx })).domains : [];
  const homepage = ctx.config.customDomains.landingUrl.href;
  return {
    apikey: input.key,
    email: input.email,
    domains: domains.map((domain) => ({
      id: domain.id,
      address: domain.domain,
      banned: false,
      homepage,
      created_at: domain.created_at,
      updated_at: domain.last_checked_at ?? domain.verified_at ?? domain.created_at,
    })),
  };
}
