import { canTeam } from '@kurz/shared';
import { LinkButton } from '../../app/ui/link-button';
import { LinksPanel } from '../links/links-panel';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';

/** /teams/:teamId/urls: every link of the team, in the one list. */
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
          <LinksPanel title="Links" />
        </TeamPage>
      )}
    </TeamGate>
  );
}
