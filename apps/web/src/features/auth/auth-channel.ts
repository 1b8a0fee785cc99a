import { TIMINGS } from '@kurz/shared';
import { useEffect, useRef } from 'react';
import { debugLog } from '../../lib/debug-log';

/** What one tab tells the others about the (shared, cookie-held) session. */
export type AuthEvent = 'SIGNED_IN' | 'SIGNED_OUT';

const CHANNEL = 'kurz-auth';

const isAuthEvent = (value: unknown): value is AuthEvent =>
  value === 'SIGNED_IN' || value === 'SIGNED_OUT';

export function announceAuthEvent(event: AuthEvent): void {
  if (typeof BroadcastChannel === 'undefined') return;
  try {
    const channel = new BroadcastChannel(CHANNEL);
    channel.postMessage({ type: event });
    channel.close();
  } catch (error) {
    debugLog.warn('auth', 'could not tell other tabs about the auth change', error);
  }
}

/**
 * Auth events from other tabs, handled TIMINGS.authEventDelay after they arrive (spec
 * 000 §4) so the tab that caused them has finished writing the session; a burst of
 * events is handled once, as the last of them.
 */
export function useAuthEvents(onEvent: (event: AuthEvent) => void): void {
  const onEventRef = useRef(onEvent);
  onEventRef.current = onEvent;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    let timer: ReturnType<typeof setTimeout> | undefined;
    channel.onmessage = (message: MessageEvent<{ type?: unknown } | null>) => {
      const type = message.data?.type;
      if (!isAuthEvent(type)) return;
      clearTimeout(timer);
      timer = setTimeout(() => onEventRef.current(type), TIMINGS.authEventDelay);
    };
    return () => {
      clearTimeout(timer);
      channel.close();
    };
  }, []);
}
