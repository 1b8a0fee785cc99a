import { isPremiumOrHigher } from '@kurz/shared';
import { Shortener } from '../home/shortener/shortener';
import { ShortenerOptions } from '../home/shortener/shortener-options';
import { TeamGate } from './team-gate';
import { TeamPage } from './team-page';

/**
 * /teams/:teamId/urls/create: the one shortener (/create's, with its options when the
 * team's plan has them) in the team's workspace: POST /api/shorten-team, the spec's two
 * team messages.
 */
export function CreateTeamLinkPage() {
  return (
    <TeamGate>
      {(team) => (
        <TeamPage title="Create Team Link" team={team}>
          <Shortener
            Options={isPremiumOrHigher(team.subscription_plan) ? ShortenerOptions : undefined}
          />
        </TeamPage>
      )}
    </TeamGate>
  );
}
