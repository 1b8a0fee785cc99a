import { useParams } from 'react-router';
import { LinkEditorCard } from '../links/link-editor-card';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';

/** /teams/:teamId/urls/:urlId/edit: the one link editor, in the team's workspace. */
export function EditTeamLinkPage() {
  const { urlId = '' } = useParams();
  return (
    <TeamGate>
      {(team) => (
        <TeamPage title="Edit Team Link" team={team}>
          <LinkEditorCard linkId={urlId} />
        </TeamPage>
      )}
    </TeamGate>
  );
}
