import type { OrganizationView } from '@kurz/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { LoadError } from '../../app/ui/load-error';
import { ApiError } from '../../lib/api-error';
import { TeamMessage } from './team-page';
import { useTeam } from './use-team';

/**
 * A team screen's door: signed in, then the team read. Someone who is not a member gets
 * the server's 404, shown as a not-found state (the team's existence is not revealed).
 */
export function TeamGate({ children }: { children: (team: OrganizationView) => ReactNode }) {
  const { teamId = '' } = useParams();
  const { user, isLoading } = useAuth();
  const team = useTeam(teamId, user !== null);
  if (isLoading) return <LoadingSpinner />;
  if (!user) return <TeamMessage title="Please sign in to see this team" />;
  if (team.isPending) return <LoadingSpinner message="Loading team..." />;
  if (team.isError) {
    if (team.error instanceof ApiError && team.error.status === 404)
      return (
        <TeamMessage
          title="Team not found"
          text="This team does not exist, or you are not a member of it."
        />
      );
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <LoadError error={team.error} onRetry={() => void team.refetch()} />
      </div>
    );
  }
  return children(team.data);
}
