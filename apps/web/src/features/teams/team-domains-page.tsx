import { canTeam } from '@kurz/shared';
import { DomainWorkspaceContext } from '../custom-domains/domain-workspace';
import { DomainsPanel } from '../custom-domains/domains-panel';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';

/**
 * /teams/:teamId/domains: the custom-domain panel in the team's scope, limited by its
 * `max_domains`; every member sees the domains, admins and the owner change them.
 */
export function TeamDomainsPage() {
  return (
    <TeamGate>
      {(team) => {
        const role = team.membership.role;
        const workspace = {
          orgId: team.id,
          may: {
            create: canTeam(role, 'domains', 'create'),
            update: canTeam(role, 'domains', 'update'),
            delete: canTeam(role, 'domains', 'delete'),
          },
        };
        return (
          <TeamPage
            title="Team Domains"
            team={team}
            description="Put the team's short links on a domain of its own, such as go.yourbrand.com."
          >
            <DomainWorkspaceContext.Provider value={workspace}>
              <DomainsPanel />
            </DomainWorkspaceContext.Provider>
          </TeamPage>
        );
      }}
    </TeamGate>
  );
}
