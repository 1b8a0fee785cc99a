import { Link } from 'react-router';
import { type AuthTeam, useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { removeMember } from '../teams/teams-api';
import { SectionCard } from './section-card';

/** The user's teams, with refresh and leave (spec 001 §2; the owner cannot leave). */
export function TeamsSection() {
  const { teams, refreshTeams } = useAuth();
  const toast = useToast();
  const refresh = useSubmit({
    send: refreshTeams,
    onSuccess: () => toast.success('Teams refreshed successfully'),
    onError: () => toast.error('Failed to refresh teams'),
  });

  const refreshButton = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void refresh.run()}
      disabled={refresh.isBusy}
      aria-busy={refresh.isBusy}
    >
      {refresh.isBusy ? 'Refreshing...' : 'Refresh Teams'}
    </Button>
  );
  return (
    <SectionCard title="Teams" description="Workspaces you belong to." actions={refreshButton}>
      {teams.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          You are not a member of any team yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {teams.map((team) => (
            <TeamRow key={team.id} team={team} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function TeamRow({ team }: { team: AuthTeam }) {
  const { refreshTeams } = useAuth();
  const toast = useToast();
  const leave = useSubmit({
    check: () =>
      window.confirm(`Are you sure you want to leave "${team.name}"? This action cannot be undone.`)
        ? team
        : null,
    send: (left: AuthTeam) => removeMember(left.id, left.membershipId),
    onSuccess: async () => {
      toast.success(`Successfully left "${team.name}"`);
      await refreshTeams().catch(() => {});
    },
    onError: () => toast.error('Failed to leave organization'),
  });
  return (
    <li className="flex items-center justify-between gap-3 py-3">
      <div className="min-w-0">
        <Link
          to={`/teams/${team.id}`}
          className={`block truncate rounded font-medium text-slate-900 hover:underline dark:text-white ${focusRing}`}
        >
          {team.name}
        </Link>
        <p className="text-xs text-slate-500 capitalize dark:text-slate-400">{team.role}</p>
      </div>
      {team.role === 'owner' ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void leave.onSubmit()}
          disabled={leave.isBusy}
          aria-label={`Leave ${team.name}`}
        >
          {leave.isBusy ? 'Leaving...' : 'Leave'}
        </Button>
      )}
    </li>
  );
}
