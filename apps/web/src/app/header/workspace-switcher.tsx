import { Link } from 'react-router';
import { useAuth } from '../auth-context';
import { useToast } from '../toasts/use-toast';
import { focusRing } from '../ui/focus-ring';

export const MENU_ITEM = `flex w-full items-center rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`;
const LABEL =
  'px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';

/**
 * The current workspace with a link to its dashboard, and a switch between Personal and
 * each of the user's teams (spec 000 §2 user menu, §4 Workspace).
 */
export function WorkspaceSwitcher({ onDone }: { onDone?: () => void }) {
  const { teams, currentTeam, switchWorkspace } = useAuth();
  const toast = useToast();

  const onSwitch = (teamId: string | null, name: string) => {
    onDone?.();
    if ((currentTeam?.id ?? null) === teamId) return;
    switchWorkspace(teamId);
    toast.success(`Switched to ${name} workspace`);
  };
  const choices = [
    { id: null, name: 'Personal' },
    ...teams.map((team) => ({ id: team.id, name: team.name })),
  ];

  return (
    <>
      <li className={LABEL}>Current workspace</li>
      <li>
        <Link
          to={currentTeam ? `/teams/${currentTeam.id}` : '/user/dashboard'}
          onClick={onDone}
          className={MENU_ITEM}
        >
          <span className="truncate">{currentTeam?.name ?? 'Personal'}</span>
        </Link>
      </li>
      {teams.length > 0 ? (
        <li>
          <ul aria-label="Switch workspace" className="flex flex-col gap-0.5">
            <li className={LABEL}>Switch workspace</li>
            {choices.map((choice) => {
              const isCurrent = (currentTeam?.id ?? null) === choice.id;
              return (
                <li key={choice.id ?? 'personal'}>
                  <button
                    type="button"
                    aria-pressed={isCurrent}
                    onClick={() => onSwitch(choice.id, choice.name)}
                    className={`${MENU_ITEM} justify-between gap-2`}
                  >
                    <span className="truncate">{choice.name}</span>
                    {isCurrent ? (
                      <span aria-hidden="true" className="text-indigo-600 dark:text-indigo-300">
                        ✓
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </li>
      ) : null}
      <li>
        <Link to="/teams/create" onClick={onDone} className={MENU_ITEM}>
          Create Team
        </Link>
      </li>
    </>
  );
}
