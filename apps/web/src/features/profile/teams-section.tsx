import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { SectionCard } from './section-card';

/**
 * The user's teams, with refresh (spec 001 §2). Teams come with the profile in the auth
 * store; until team workspaces exist the list is honestly empty, and there is no Leave
 * button: the members API it needs arrives with them.
 */
export function TeamsSection() {
  const { teams, refreshProfile } = useAuth();
  const toast = useToast();
  const refresh = useSubmit({
    send: refreshProfile,
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
            <li key={team.id} className="py-3">
              <span className="truncate font-medium text-slate-900 dark:text-white">
                {team.name}
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
