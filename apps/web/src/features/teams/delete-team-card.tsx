import type { OrganizationView } from '@kurz/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { TeamCard } from './team-page';
import { deleteTeam } from './teams-api';

/** Deleting asks for the team's name typed out: nothing else undoes it. */
export function DeleteTeamCard({ team }: { team: OrganizationView }) {
  const { refreshTeams } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const isConfirmed = typed.trim() === team.name;
  const submit = useSubmit({
    check: () => (isConfirmed ? team.id : null),
    send: deleteTeam,
    onSuccess: async () => {
      toast.success(`Team "${team.name}" deleted`);
      await refreshTeams().catch(() => {});
      navigate('/teams');
    },
  });
  return (
    <TeamCard title="Delete team">
      <form
        noValidate
        onSubmit={(event) => void submit.onSubmit(event)}
        className="max-w-2xl space-y-4"
      >
        <p className="text-sm text-slate-700 dark:text-slate-300">
          This deletes the team, its links and its invitations. It cannot be undone.
        </p>
        {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
        <TextField
          label={`Type "${team.name}" to confirm`}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit" variant="danger" disabled={!isConfirmed || submit.isBusy}>
          {submit.isBusy ? 'Deleting...' : 'Delete team'}
        </Button>
      </form>
    </TeamCard>
  );
}
