import { canTeam } from '@kurz/shared';
import { LinkButton } from '../../app/ui/link-button';
import { TeamGate } from './team-gate';
import { TeamLinksList } from './team-links-list';
import { TeamCard, TeamPage } from './team-page';

/** /teams/:teamId/urls: every link of the team. */
export function TeamLinksPage() {
  return (
    <TeamGate>
      {(team) => (
        <TeamPage
          title="Team Links"
          team={team}
          actions={
            canTeam(team.membership.role, 'urls', 'create') ? (
              <LinkButton to={`/teams/${team.id}/urls/create`}>Create Link</LinkButton>
            ) : null
          }
        >
          <TeamCard title="Links">
            <TeamLinksList team={team} />
          </TeamCard>
        </TeamPage>
      )}
    </TeamGate>
  );
}
