import { hostnameOf, limitsFor } from '@kurz/shared';
import type { Ctx } from '../context.js';
import { Forbidden, Invalid } from '../errors.js';
import type { WorkspaceOwner } from '../workspace/workspace.js';
import { listDomains } from '../workspace/workspace-domains.js';
import { defaultShortDomain, shortDomainNamed } from './short-domains.js';

const PREMIUM_ONLY = 'Custom domains are available for Premium subscribers and above.';

export interface DomainChoice {
  /** A configured short domain, or one of the workspace's verified custom domains, by name. */
  domain?: string | null | undefined;
  /** On a verified custom domain of the workspace (spec 000 §4): `customDomainId`, else the first. */
  useCustomDomain?: boolean | undefined;
  customDomainId?: string | null | undefined;
}

export interface LinkDomain {
  domain: string;
  customDomainId: string | null;
  /** New links on it forward the visitor's query string unless they say otherwise. */
  forwardsQuery: boolean;
}

/**
 * Where a link lives: the workspace's verified custom domain when asked for (premium or
 * higher), else the named short domain (configured, or the workspace's verified custom one),
 * else the default. The create and edit verbs share it, so both accept the same choices.
 * A team link may use only the team's domains, a personal one only its owner's.
 */
export async function chosenLinkDomain(
  ctx: Ctx,
  scope: WorkspaceOwner,
  plan: string | undefined,
  choice: DomainChoice,
): Promise<LinkDomain> {
  if (choice.useCustomDomain) {
    const row = await verifiedDomain(ctx, scope, plan, (candidate) =>
      choice.customDomainId ? candidate.id === choice.customDomainId : true,
    );
    if (!row) throw new Invalid('No verified custom domain: verify one in Custom Domains first');
    return row;
  }
  if (!choice.domain) return configuredDomain(ctx, defaultShortDomain(ctx.config));
  const configured = shortDomainNamed(ctx.config, choice.domain);
  if (configured) return configuredDomain(ctx, configured);
  const wanted = hostnameOf(choice.domain);
  const row = await verifiedDomain(ctx, scope, plan, (candidate) => candidate.domain === wanted);
  if (!row) throw new Invalid(`Unknown short domain: ${choice.domain.slice(0, 100)}`);
  return row;
}

/** A configured short domain: the operator says which of them forward no query string. */
function configuredDomain(ctx: Ctx, domain: string): LinkDomain {
  const forwardsQuery = !ctx.config.noQueryForwardingDomains.includes(domain);
  return { domain, customDomainId: null, forwardsQuery };
}

async function verifiedDomain(
  ctx: Ctx,
  scope: WorkspaceOwner,
  plan: string | undefined,
  matches: (row: { id: string; domain: string }) => boolean,
): Promise<LinkDomain | undefined> {
  if (limitsFor(plan).customDomains === 0) throw new Forbidden(PREMIUM_ONLY);
  const rows = await listDomains(ctx.db, scope);
  const row = rows.find((candidate) => candidate.verified_at !== null && matches(candidate));
  return row && { domain: row.domain, customDomainId: row.id, forwardsQuery: !!row.forward_query };
}
