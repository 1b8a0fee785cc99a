import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { focusRing } from '../../app/ui/focus-ring';
import { LinkButton } from '../../app/ui/link-button';
import { LoadError } from '../../app/ui/load-error';
import { countOf } from '../../lib/plural';
import { EnterpriseGate } from './enterprise-gate';
import { EMPTY_NOTE, RoleBadge, TeamMessage, TeamPage } from './team-page';
import { TeamCardsSkeleton, TeamsListSkeleton } from './team-skeletons';
import { fetchTeams } from './teams-api';
import { TEAM_QUERY_KEY } from './use-team';
import { canCreateTeams, useTeamsAccess } from './use-teams-access';

/**
 * /teams: the user's teams with their member, link and domain counts; below Enterprise and
 * in no team, the spec's gate instead.
 */
export function TeamsListPage() {
  const { profile } = useAuth();
  const access = useTeamsAccess();
  const teams = useQuery({
    queryKey: [...TEAM_QUERY_KEY, 'list'],
    queryFn: fetchTeams,
    enabled: access === 'open',
  });
  if (access === 'loading') return <TeamsListSkeleton />;
  if (access === 'signed-out') return <TeamMessage title="Please sign in to see your teams" />;
  if (access === 'gated') return <EnterpriseGate title="Teams" />;
  const canCreate = canCreateTeams(profile);
  return (
    <TeamPage
      title="Teams"
      isTeamsList
      description="Workspaces you share with others."
      actions={canCreate ? <LinkButton to="/teams/create">Create Team</LinkButton> : null}
    >
      {teams.isPending ? (
        <TeamCardsSkeleton />
      ) : teams.isError ? (
        <LoadError error={teams.error} onRetry={() => void teams.refetch()} />
      ) : teams.data.organizations.length === 0 ? (
        <p className={EMPTY_NOTE}>You are not a member of any team yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {teams.data.organizations.map((team) => (
            <li key={team.id}>
              <Link
                to={`/teams/${team.id}`}
                className={`block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-indigo-500/50 ${focusRing}`}
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="min-w-0 truncate text-lg font-semibold text-slate-900 dark:text-white">
                    {team.name}
                  </span>
                  <RoleBadge role={team.membership.role} />
                </div>
                <p className="mt-1 truncate text-sm text-slate-500 dark:text-slate-400">
                  /{team.slug}
                </p>
                <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
                  {countOf(team.member_count, 'member')} · {countOf(team.url_count, 'link')} ·{' '}
                  {countOf(team.domain_count, 'domain')}
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </TeamPage>
  );
}
