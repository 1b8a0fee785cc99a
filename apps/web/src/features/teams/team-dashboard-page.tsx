import { canTeam, type OrganizationView } from '@kurz/shared';
import { LinkButton } from '../../app/ui/link-button';
import { countOf } from '../../lib/plural';
import { TeamActivity } from './team-activity';
import { TeamGate } from './team-gate';
import { TeamLinksList } from './team-links-list';
import { TeamMembersGlance } from './team-members-glance';
import { RoleBadge, TeamCard, TeamPage } from './team-page';

/** /teams/:teamId: the team's links, its people and, for admins and the owner, its log. */
export function TeamDashboardPage() {
  return <TeamGate>{(team) => <TeamDashboard team={team} />}</TeamGate>;
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
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <TeamCard
            title="Links"
            actions={
              <LinkButton to={`/teams/${team.id}/urls`} variant="ghost" size="sm">
                All links
              </LinkButton>
            }
          >
            <TeamLinksList team={team} preview />
          </TeamCard>
        </div>
        <TeamCard title="Members">
          <TeamMembersGlance team={team} />
        </TeamCard>
      </div>
      {canAdminister ? (
        <TeamCard title="Activity">
          <TeamActivity teamId={team.id} />
        </TeamCard>
      ) : null}
    </TeamPage>
  );
}
