import { DomainsPanel } from '../custom-domains/domains-panel';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';

/**
 * /teams/:teamId/domains: the custom-domain panel in the team's workspace, limited by its
 * `max_domains`; every member sees the domains, admins and the owner change them.
 */
export function TeamDomainsPage() {
  return (
    <TeamGate>
      {(team) => (
        <TeamPage
          title="Team Domains"
          team={team}
          description="Put the team's short links on a domain of its own, such as go.yourbrand.com."
        >
          <DomainsPanel />
        </TeamPage>
      )}
    </TeamGate>
  );
}
