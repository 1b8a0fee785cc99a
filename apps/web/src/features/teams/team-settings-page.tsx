import { canTeam, type OrganizationView } from '@kurz/shared';
import { FormAlert } from '../../app/ui/form-alert';
import { DeleteTeamCard } from './delete-team-card';
import { EditTeamForm } from './edit-team-form';
import { TeamGate } from './team-gate';
import { TeamCard, TeamPage } from './team-page';
import { TransferOwnershipForm } from './transfer-ownership-form';

/** /teams/:teamId/settings: edit (admins, owner); transfer and delete (owner). */
export function TeamSettingsPage() {
  return <TeamGate>{(team) => <TeamSettings team={team} />}</TeamGate>;
}

function TeamSettings({ team }: { team: OrganizationView }) {
  const role = team.membership.role;
  return (
    <TeamPage title="Team Settings" team={team}>
      {canTeam(role, 'settings', 'update') ? (
        <TeamCard title="Team details">
          <EditTeamForm team={team} />
        </TeamCard>
      ) : (
        <FormAlert kind="error">
          Only the team's admins and owner can change its settings.
        </FormAlert>
      )}
      {canTeam(role, 'team', 'transfer') ? (
        <TeamCard title="Transfer ownership">
          <TransferOwnershipForm team={team} />
        </TeamCard>
      ) : null}
      {canTeam(role, 'team', 'delete') ? <DeleteTeamCard team={team} /> : null}
    </TeamPage>
  );
}
