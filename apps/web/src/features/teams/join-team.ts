import { useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { useToast } from '../../app/toasts/use-toast';
import { debugLog } from '../../lib/debug-log';
import { announceInvitationAccepted } from '../../lib/invitation-channel';
import { answerInvitation } from './teams-api';

/**
 * Accepts an invitation by token as the signed-in user, then: teams read again, other
 * tabs told, the team page with 'Successfully joined {team}!' (spec 000 §4). A failure
 * toasts the error's message, or 'Failed to join team'; it resolves either way.
 */
export function useJoinTeam(): (token: string) => Promise<boolean> {
  const { refreshTeams } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  return async (token) => {
    try {
      const { organization } = await answerInvitation(token, 'accept');
      await refreshTeams().catch((error: unknown) =>
        debugLog.warn('teams', 'reading teams after joining failed', error),
      );
      announceInvitationAccepted(organization.id, organization.name);
      toast.success(`Successfully joined ${organization.name}!`);
      navigate(organization.id ? `/teams/${organization.id}` : '/user/dashboard');
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : 'Failed to join team');
      return false;
    }
  };
}
