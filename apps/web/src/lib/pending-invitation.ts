import { TIMINGS } from '@kurz/shared';
import { type CleanupSchedule, startCleanupSchedule } from './cleanup-schedule';
import { readItem, removeItem, writeItem } from './safe-storage';
import { STORAGE_KEYS } from './storage-keys';

/** An invitation token kept while the visitor signs in, and when it was kept. */
export interface PendingInvitation {
  token: string;
  savedAt: number;
}

const KEY = STORAGE_KEYS.pendingInvitation;

export function savePendingInvitation(token: string, now = Date.now()): void {
  const value = JSON.stringify({ token, savedAt: now } satisfies PendingInvitation);
  writeItem('session', KEY, value);
  // The backup survives the tab closing (the sign-in mail opened in a new tab, say).
  writeItem('local', KEY, value);
}

export function clearPendingInvitation(): void {
  removeItem('session', KEY);
  removeItem('local', KEY);
}

function parse(text: string | null): PendingInvitation | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { token, savedAt } = value as Record<string, unknown>;
    return typeof token === 'string' && typeof savedAt === 'number' ? { token, savedAt } : null;
  } catch {
    return null;
  }
}

/**
 * The pending invitation still within its lifetime: session storage's for 1 hour, else
 * the local backup's for 24 hours. Anything expired or unreadable is removed.
 */
export function readPendingInvitation(now = Date.now()): PendingInvitation | null {
  const session = parse(readItem('session', KEY));
  if (session && now - session.savedAt <= TIMINGS.pendingInvitationLifetime) return session;
  if (session || readItem('session', KEY) !== null) removeItem('session', KEY);
  const backup = parse(readItem('local', KEY));
  if (backup && now - backup.savedAt <= TIMINGS.pendingInvitationBackupLifetime) return backup;
  if (readItem('local', KEY) !== null) removeItem('local', KEY);
  return null;
}

/** Drops expired pending invitations on spec 000 §9's timetable. */
export function startInvitationCleanup(now: () => number = Date.now): CleanupSchedule {
  return startCleanupSchedule(
    'pending invitation',
    () => void readPendingInvitation(now()),
    {
      firstRunMs: TIMINGS.invitationCleanupFirstRun,
      periodMs: TIMINGS.invitationCleanupPeriod,
      minIntervalMs: TIMINGS.invitationCleanupMinInterval,
      capMs: TIMINGS.invitationCleanupCap,
    },
    now,
  );
}
