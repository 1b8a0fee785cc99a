import type { OrganizationView } from '@kurz/shared';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { LoadError } from '../../app/ui/load-error';
import { WorkspaceScope } from '../../app/workspace/use-workspace';
import { ApiError } from '../../lib/api-error';
import { EnterpriseGate } from './enterprise-gate';
import { TeamMessage } from './team-page';
import { TeamScreenSkeleton } from './team-skeletons';
import { useTeam } from './use-team';
import { useTeamsAccess } from './use-teams-access';

/**
 * A team screen's door: signed in, Enterprise or in a team (else the spec's gate), then the
 * team read. Someone who is not a member gets the server's 404, shown as a not-found state
 * (the team's existence is not revealed). Inside, the screen acts in the team's workspace.
 */
export function TeamGate({
  children,
  skeleton = <TeamScreenSkeleton />,
}: {
  children: (team: OrganizationView) => ReactNode;
  /** The screen's shape while the team loads. */
  skeleton?: ReactNode;
}) {
  const { teamId = '' } = useParams();
  const access = useTeamsAccess();
  const team = useTeam(teamId, access === 'open');
  if (access === 'loading') return skeleton;
  if (access === 'signed-out') return <TeamMessage title="Please sign in to see this team" />;
  if (access === 'gated') return <EnterpriseGate title="Teams" />;
  if (team.isPending) return skeleton;
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
  const scope = {
    id: team.data.id,
    name: team.data.name,
    role: team.data.membership.role,
    plan: team.data.subscription_plan,
  };
  return <WorkspaceScope team={scope}>{children(team.data)}</WorkspaceScope>;
}
