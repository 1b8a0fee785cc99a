import { useWorkspace } from '../../app/workspace/use-workspace';
import { useCustomDomains } from '../custom-domains/use-custom-domains';
import { useShortDomains } from '../home/shortener/use-short-domains';

/** Where imported codes may go: the short domains and the workspace's verified custom ones. */
export function useTargetDomains(): { value: string; label: string }[] {
  const { choices } = useShortDomains();
  const custom = useCustomDomains(useWorkspace().organizationId);
  return [
    ...choices.map((host) => ({ value: host, label: host })),
    ...(custom.data?.domains ?? [])
      .filter((domain) => domain.verified)
      .map((domain) => ({ value: domain.domain, label: domain.display_domain })),
  ];
}
