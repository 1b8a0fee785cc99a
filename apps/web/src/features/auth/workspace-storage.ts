import type { AuthTeam } from '../../app/auth-context';
import { readItem, removeItem } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Only the selected team and membership outlive a reload (spec 000 §4 Workspace); the
 * switcher that writes them comes with teams. Both keys carry the auth prefix, so signing
 * out (clearAuthStorage) forgets them too.
 */
export function readStoredTeamId(): string | null {
  return readItem('local', STORAGE_KEYS.currentTeam);
}

export function clearStoredWorkspace(): void {
  removeItem('local', STORAGE_KEYS.currentTeam);
  removeItem('local', STORAGE_KEYS.currentMembership);
}

/** A persisted team the user is no longer an active member of is dropped (back to Personal). */
export function dropStaleWorkspace(teams: readonly AuthTeam[]): void {
  const teamId = readStoredTeamId();
  if (teamId !== null && !teams.some((team) => team.id === teamId)) clearStoredWorkspace();
}
