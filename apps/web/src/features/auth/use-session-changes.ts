import { TIMINGS } from '@kurz/shared';
import { useEffect, useRef } from 'react';
import type { AuthUser } from '../../app/auth-context';
import { toAuthUser } from './auth-api';
import type { KurzAuthClient } from './auth-client';

type Session = ReturnType<KurzAuthClient['useSession']>;

interface SessionHandlers {
  /** The user the session names now (null: signed out). */
  onUser: (user: AuthUser | null) => void;
  /** The first answer failed: the app cannot know who is signed in. */
  onInitFailure: (error: unknown) => void;
}

/**
 * Follows better-auth's session: its first answer at once; a later change (another tab
 * signed in or out, a refetch on focus, an expired session) TIMINGS.authEventDelay after
 * it arrives (spec 000 §4), a burst once, as its last.
 */
export function useSessionChanges(session: Session, handlers: SessionHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  const hasAnswered = useRef(false);
  const { data, error, isPending } = session;

  useEffect(() => {
    if (isPending) return;
    const user = toAuthUser(data?.user);
    if (hasAnswered.current) {
      const timer = setTimeout(() => latest.current.onUser(user), TIMINGS.authEventDelay);
      return () => clearTimeout(timer);
    }
    hasAnswered.current = true;
    if (error) latest.current.onInitFailure(error);
    else latest.current.onUser(user);
  }, [data, error, isPending]);
}
