import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../app/ui/load-error';
import { EMPTY_NOTE } from './team-page';
import { TeamCardRowsSkeleton } from './team-skeletons';
import { fetchTeamEvents } from './teams-api';
import { TEAM_QUERY_KEY } from './use-team';

/** What the audit log's action names mean to a person. */
const ACTIONS: Record<string, string> = {
  'team.created': 'created the team',
  'team.updated': 'edited the team',
  'team.transferred': 'transferred ownership',
  'link.created': 'created a link',
  'link.updated': 'edited a link',
  'link.deleted': 'deleted a link',
  'member.invited': 'invited',
  'member.joined': 'joined the team',
  'member.left': 'left the team',
  'member.removed': 'removed a member',
  'member.role_changed': 'changed a role',
  'invitation.cancelled': 'cancelled an invitation',
  'invitation.declined': 'declined an invitation',
  'domain.added': 'added a domain',
  'domain.verified': 'verified a domain',
  'domain.updated': "changed a domain's settings",
  'domain.deleted': 'deleted a domain',
  'folder.created': 'created a folder',
  'folder.renamed': 'renamed a folder',
  'folder.deleted': 'deleted a folder',
};

/** Who acted: their name, with the address beside it; the address alone when that is all. */
function ActorName({ name, email }: { name: string | null; email: string | null }) {
  const shown = name && name !== email ? name : null;
  return (
    <span className="font-medium text-slate-900 dark:text-white">
      {shown ?? email ?? 'Someone'}
      {shown && email ? (
        <span className="ml-1 font-normal text-slate-500 dark:text-slate-400">({email})</span>
      ) : null}
    </span>
  );
}

/** The team's audit log (admins and the owner): who did what, newest first. */
export function TeamActivity({ teamId }: { teamId: string }) {
  const events = useQuery({
    queryKey: [...TEAM_QUERY_KEY, teamId, 'events'],
    queryFn: () => fetchTeamEvents(teamId),
  });
  if (events.isPending) return <TeamCardRowsSkeleton label="Loading activity..." />;
  if (events.isError)
    return <LoadError error={events.error} onRetry={() => void events.refetch()} />;
  if (events.data.events.length === 0) return <p className={EMPTY_NOTE}>No activity yet.</p>;
  return (
    <ol className="space-y-2 text-sm">
      {events.data.events.slice(0, 20).map((event) => (
        <li key={event.id} className="flex flex-wrap gap-x-2 text-slate-700 dark:text-slate-300">
          <ActorName name={event.actor_name} email={event.actor_email} />
          <span>{ACTIONS[event.action] ?? event.action}</span>
          {event.target ? (
            <span className="break-all text-slate-500 dark:text-slate-400">{event.target}</span>
          ) : null}
          <time
            dateTime={event.created_at}
            className="ml-auto text-xs text-slate-500 dark:text-slate-400"
          >
            {new Date(event.created_at).toLocaleString()}
          </time>
        </li>
      ))}
    </ol>
  );
}
