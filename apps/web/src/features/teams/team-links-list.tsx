import { canTeam, type LinkView, type OrganizationView } from '@kurz/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { LinkButton } from '../../app/ui/link-button';
import { LoadError } from '../../app/ui/load-error';
import { countOf } from '../../lib/plural';
import { EMPTY_NOTE } from './team-page';
import { deleteTeamLink, fetchTeamLinks } from './teams-api';
import { TEAM_QUERY_KEY, useRefreshTeam } from './use-team';

/**
 * A team's links, newest first, with Edit and Delete only where the member's role allows
 * it for that link (canTeam: a member only their own). `preview` shows the first page only.
 */
export function TeamLinksList({
  team,
  preview = false,
}: {
  team: OrganizationView;
  preview?: boolean;
}) {
  const links = useInfiniteQuery({
    queryKey: [...TEAM_QUERY_KEY, team.id, 'links'],
    queryFn: ({ pageParam }) =>
      fetchTeamLinks({ teamId: team.id, search: '', sort: 'newest', cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
  if (links.isPending)
    return <p className="text-sm text-slate-600 dark:text-slate-400">Loading links...</p>;
  if (links.isError) return <LoadError error={links.error} onRetry={() => void links.refetch()} />;
  const pages = preview ? links.data.pages.slice(0, 1) : links.data.pages;
  const rows = pages.flatMap((page) => page.links);
  if (rows.length === 0) return <p className={EMPTY_NOTE}>This team has no links yet.</p>;
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map((link) => (
          <TeamLinkRow key={link.id} team={team} link={link} />
        ))}
      </ul>
      {!preview && links.hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void links.fetchNextPage()}
          disabled={links.isFetchingNextPage}
        >
          {links.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </div>
  );
}

function TeamLinkRow({ team, link }: { team: OrganizationView; link: LinkView }) {
  const { user } = useAuth();
  const toast = useToast();
  const refreshTeam = useRefreshTeam();
  const [isConfirming, setIsConfirming] = useState(false);
  const owner = { createdBy: link.created_by ?? null, actorId: user?.id ?? '' };
  const role = team.membership.role;
  const canEdit = canTeam(role, 'urls', 'update', owner);
  const canDelete = canTeam(role, 'urls', 'delete', owner);
  const remove = useSubmit({
    send: () => deleteTeamLink(team.id, link.id),
    onSuccess: async () => {
      toast.success('Link deleted');
      await refreshTeam();
    },
    onError: (message) => toast.error(message),
  });

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <a
          href={link.short_link}
          target="_blank"
          rel="noreferrer"
          className="block truncate font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {link.short_link.replace(/^https?:\/\//, '')}
        </a>
        <p className="truncate text-sm text-slate-600 dark:text-slate-400">{link.full_url}</p>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {countOf(link.clicks, 'click')}
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        {canEdit ? (
          <LinkButton to={`/teams/${team.id}/urls/${link.id}/edit`} variant="secondary" size="sm">
            Edit
          </LinkButton>
        ) : null}
        {canDelete && !isConfirming ? (
          <Button variant="secondary" size="sm" onClick={() => setIsConfirming(true)}>
            Delete
          </Button>
        ) : null}
        {canDelete && isConfirming ? (
          <>
            <Button
              variant="danger"
              size="sm"
              onClick={() => void remove.run()}
              disabled={remove.isBusy}
              aria-label={`Confirm delete ${link.short_url}`}
            >
              {remove.isBusy ? 'Deleting...' : 'Confirm delete'}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
