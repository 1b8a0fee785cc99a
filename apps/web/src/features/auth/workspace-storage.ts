import type { AuthTeam } from '../../app/auth-context';
import { readItem, removeItem, writeItem } from '../../lib/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';

/**
 * Only the selected team and membership outlive a reload (spec 000 §4 Workspace). Both
 * keys carry the auth prefix, so signing out (clearAuthStorage) forgets them too.
 */
export function readStoredTeamId(): string | null {
  return readItem('local', STORAGE_KEYS.currentTeam);
}

export function storeWorkspace(team: AuthTeam): void {
  writeItem('local', STORAGE_KEYS.currentTeam, team.id);
  writeItem(
    'local',
    STORAGE_KEYS.currentMembership,
    JSON.stringify({ organization_id: team.id, role: team.role }),
  );
}

export function clearStoredWorkspace(): void {
  removeItem('local', STORAGE_KEYS.currentTeam);
  removeItem('local', STORAGE_KEYS.currentMembership);
}

/**
 * The persisted team among `teams`, or null; a persisted team the user is no longer an
 * active member of is dropped (back to Personal).
 */
export function restoreWorkspace(teams: readonly AuthTeam[]): AuthTeam | null {
  const teamId = readStoredTeamId();
  if (teamId === null) return null;
  const team = teams.find((candidate) => candidate.id === teamId) ?? null;
  if (team) storeWorkspace(team);
  else clearStoredWorkspace();
  return team;
}
