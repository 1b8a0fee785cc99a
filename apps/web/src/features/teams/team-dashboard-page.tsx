import { canTeam, type OrganizationView } from '@kurz/shared';
import { LinkButton } from '../../app/ui/link-button';
import { countOf } from '../../lib/plural';
import { LinksPanel } from '../links/links-panel';
import { TeamActivity } from './team-activity';
import { TeamGate } from './team-gate';
import { TeamMembersGlance } from './team-members-glance';
import { RoleBadge, TeamCard, TeamPage } from './team-page';
import { TeamDashboardSkeleton } from './team-skeletons';

/** /teams/:teamId: the team's links (the one list), its people and, for admins and the owner, its log. */
export function TeamDashboardPage() {
  return (
    <TeamGate skeleton={<TeamDashboardSkeleton />}>
      {(team) => <TeamDashboard team={team} />}
    </TeamGate>
  );
}

function TeamDashboard({ team }: { team: OrganizationView }) {
  const role = team.membership.role;
  const canAdminister = canTeam(role, 'settings', 'update');
  return (
    <TeamPage
      title={team.name}
      description={
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <RoleBadge role={role} />
          <span>
            {countOf(team.member_count, 'member')} · {countOf(team.url_count, 'link')} ·{' '}
            {countOf(team.domain_count, 'domain')}
          </span>
        </span>
      }
      actions={
        <>
          {canTeam(role, 'urls', 'create') ? (
            <LinkButton to={`/teams/${team.id}/urls/create`}>Create Link</LinkButton>
          ) : null}
          {canTeam(role, 'members', 'invite') ? (
            <LinkButton to={`/teams/${team.id}/invite`} variant="secondary">
              Invite Members
            </LinkButton>
          ) : null}
          <LinkButton to={`/teams/${team.id}/domains`} variant="secondary">
            Domains
          </LinkButton>
          {canAdminister ? (
            <LinkButton to={`/teams/${team.id}/settings`} variant="secondary">
              Settings
            </LinkButton>
          ) : null}
        </>
      }
    >
      {team.description ? (
        <p className="-mt-2 text-slate-600 dark:text-slate-300">{team.description}</p>
      ) : null}
      <LinksPanel title="Links" />
      <div className={canAdminister ? 'grid gap-6 lg:grid-cols-2' : ''}>
        <TeamCard title="Members">
          <TeamMembersGlance team={team} />
        </TeamCard>
        {canAdminister ? (
          <TeamCard title="Activity">
            <TeamActivity teamId={team.id} />
          </TeamCard>
        ) : null}
      </div>
    </TeamPage>
  );
}
