import { hostnameOf, type LinkView } from '@kurz/shared';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useCustomDomains } from '../custom-domains/use-custom-domains';
import { useShortDomains } from '../home/shortener/use-short-domains';

export interface DomainOption {
  /** What PATCH /api/links/:id takes as `domain`. */
  value: string;
  label: string;
}

/** Every configured short domain and the workspace's verified custom domains. */
export function useDomainOptions(): DomainOption[] {
  const { choices } = useShortDomains();
  const custom = useCustomDomains(useWorkspace().organizationId);
  return [
    ...choices.map((host) => ({ value: host, label: host })),
    ...(custom.data?.domains ?? [])
      .filter((domain) => domain.verified)
      .map((domain) => ({ value: domain.domain, label: domain.display_domain })),
  ];
}

/**
 * Where a link may move: every configured short domain and the workspace's verified custom
 * domains (one's own on premium or higher, a team's by the team's plan). `current` is the option the
 * link is on now; a domain no longer offered (a lapsed custom one) stays listed as it is.
 */
export function useLinkDomainOptions(link: LinkView) {
  const options = useDomainOptions();
  const current = options.find((option) => hostnameOf(option.value) === link.domain);
  if (!current) options.unshift({ value: link.domain, label: link.domain });
  return { options, current: current?.value ?? link.domain };
}
