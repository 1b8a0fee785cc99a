import { useState } from 'react';
import { type AuthTeam, useAuth } from '../../app/auth-context';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { LeaveTeamDialog } from './leave-team-dialog';
import { SectionCard } from './section-card';

/**
 * The user's teams, with refresh and leave (spec 001 §2). Teams come with the profile in
 * the auth store; until team workspaces exist the list is honestly empty.
 */
export function TeamsSection() {
  const { teams, refreshProfile } = useAuth();
  const toast = useToast();
  const [isRefreshing, setIsRefreshing] = useState(false);
  const [leaving, setLeaving] = useState<AuthTeam | null>(null);

  const onRefresh = async () => {
    setIsRefreshing(true);
    try {
      await refreshProfile();
      toast.success('Teams refreshed successfully');
    } catch {
      toast.error('Failed to refresh teams');
    } finally {
      setIsRefreshing(false);
    }
  };

  const refresh = (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => void onRefresh()}
      disabled={isRefreshing}
      aria-busy={isRefreshing}
    >
      {isRefreshing ? 'Refreshing...' : 'Refresh Teams'}
    </Button>
  );
  return (
    <SectionCard title="Teams" description="Workspaces you belong to." actions={refresh}>
      {teams.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
          You are not a member of any team yet.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {teams.map((team) => (
            <li key={team.id} className="flex items-center justify-between gap-3 py-3">
              <span className="truncate font-medium text-slate-900 dark:text-white">
                {team.name}
              </span>
              <Button variant="ghost" size="sm" onClick={() => setLeaving(team)}>
                Leave
              </Button>
            </li>
          ))}
        </ul>
      )}
      {leaving ? (
        <LeaveTeamDialog
          team={leaving}
          onClose={() => setLeaving(null)}
          onLeft={async () => {
            setLeaving(null);
            await refreshProfile();
          }}
        />
      ) : null}
    </SectionCard>
  );
}
