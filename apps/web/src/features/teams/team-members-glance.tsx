import type { OrganizationView } from '@kurz/shared';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../app/ui/load-error';
import { canManageMember, MemberActions } from './member-actions';
import { RoleBadge } from './team-page';
import { TeamCardRowsSkeleton } from './team-skeletons';
import { fetchMembers } from './teams-api';
import { TEAM_QUERY_KEY } from './use-team';

export function useMembers(teamId: string) {
  return useQuery({
    queryKey: [...TEAM_QUERY_KEY, teamId, 'members'],
    queryFn: () => fetchMembers(teamId),
  });
}

/** The team's people: name or email and role, with what the viewer's role may change. */
export function TeamMembersGlance({ team }: { team: OrganizationView }) {
  const members = useMembers(team.id);
  if (members.isPending) return <TeamCardRowsSkeleton label="Loading members..." />;
  if (members.isError)
    return <LoadError error={members.error} onRetry={() => void members.refetch()} />;
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {members.data.members.map((member) => (
        <li
          key={member.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5 py-2.5"
        >
          <div className="min-w-0 flex-1 basis-64">
            <p className="truncate text-sm font-medium text-slate-900 dark:text-white">
              {member.name || member.email}
            </p>
            {member.name ? (
              <p className="truncate text-xs text-slate-500 dark:text-slate-400">{member.email}</p>
            ) : null}
          </div>
          {canManageMember(team, member) ? (
            <MemberActions team={team} member={member} />
          ) : (
            <RoleBadge role={member.role} />
          )}
        </li>
      ))}
    </ul>
  );
}
