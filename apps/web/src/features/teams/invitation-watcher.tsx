import { TIMINGS } from '@kurz/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { onInvitationAccepted } from '../../lib/invitation-channel';
import { clearPendingInvitation, readPendingInvitation } from '../../lib/pending-invitation';
import { useJoinTeam } from './join-team';

/** Pages another tab's acceptance moves away from: home, the dashboard, the auth screen. */
const isLeavable = (path: string) => path === '/' || path === '/user/dashboard' || path === '/auth';

/**
 * Mounted once in the layout. After sign-in it accepts the invitation stored while signed
 * out (then clears it, success or not); it hears other tabs' acceptances, reads the teams
 * again and goes to the team when this tab shows nothing in particular.
 */
export function InvitationWatcher() {
  const { user, refreshTeams } = useAuth();
  const joinTeam = useJoinTeam();
  const navigate = useNavigate();
  const location = useLocation();
  const latest = useRef({ joinTeam, refreshTeams, navigate, path: location.pathname });
  latest.current = { joinTeam, refreshTeams, navigate, path: location.pathname };
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    const timer = setTimeout(() => {
      const pending = readPendingInvitation();
      if (!pending) return;
      clearPendingInvitation();
      void latest.current.joinTeam(pending.token);
    }, TIMINGS.profileLoadAfterSignIn);
    return () => clearTimeout(timer);
  }, [userId]);

  useEffect(
    () =>
      onInvitationAccepted((message) => {
        const { refreshTeams, navigate, path } = latest.current;
        void refreshTeams().catch(() => {});
        if (isLeavable(path)) navigate(`/teams/${message.organizationId}`);
      }),
    [],
  );
  return null;
}
