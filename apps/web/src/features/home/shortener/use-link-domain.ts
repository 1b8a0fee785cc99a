import { useEffect, useState } from 'react';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { useCustomDomains } from '../../custom-domains/use-custom-domains';
import { useShortDomains } from './use-short-domains';

/**
 * Which host a new link goes on. Spec 000 §4: the custom-domain option is asked for only
 * once auth and profile have settled, for signed-in premium-or-higher users; it is offered
 * when a verified domain exists (otherwise its state is cleared), and used only when
 * ticked and a verified domain exists. Everyone may pick a configured short domain when
 * the server lists more than one (spec 000 §1); the first is the default. A team workspace
 * is offered the team's verified domains, never the user's own.
 */
export function useLinkDomain() {
  const short = useShortDomains();
  const custom = useCustomDomains(useWorkspace().organizationId);
  const verified = (custom.data?.domains ?? []).filter((domain) => domain.verified);
  const [shortDomain, setShortDomain] = useState<string | null>(null);
  const [isCustomTicked, setIsCustomTicked] = useState(false);
  const [customId, setCustomId] = useState<string | null>(null);

  const hasVerified = verified.length > 0;
  useEffect(() => {
    if (!hasVerified) setIsCustomTicked(false);
  }, [hasVerified]);

  const customDomain = verified.find((domain) => domain.id === customId) ?? verified[0];
  const isCustom = isCustomTicked && customDomain !== undefined;
  const shortHost = shortDomain ?? short.defaultDomain;

  return {
    ownHosts: short.domains,
    shortChoices: short.choices,
    shortDomain: shortHost,
    verified,
    customDomain,
    isCustomTicked: isCustom,
    /** New links on the chosen domain forward the visitor's query string unless told not to. */
    forwardsQuery: isCustom
      ? customDomain.forward_query
      : !short.noQueryForwarding.includes(shortHost),
    /** What the code field shows in front of the code. */
    prefix: isCustom ? customDomain.display_domain : shortHost,
    /** The shorten call's domain fields. */
    target: isCustom
      ? { useCustomDomain: true, customDomainId: customDomain.id }
      : { useCustomDomain: false, domain: shortDomain ?? undefined },
    onShortDomain: setShortDomain,
    onCustomTicked: setIsCustomTicked,
    onCustomDomain: setCustomId,
  };
}

export type LinkDomain = ReturnType<typeof useLinkDomain>;
