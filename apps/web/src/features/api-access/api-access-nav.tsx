import { NavLink } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';
import { WorkspaceLabel } from '../../app/workspace/workspace-label';

const PAGES = [
  { to: '/user/api-access', label: 'Keys' },
  { to: '/user/api-access/usage', label: 'Usage' },
  { to: '/user/api-access/webhooks', label: 'Webhooks' },
  { to: '/user/api-access/docs', label: 'Docs' },
] as const;

/**
 * The title of the API screens and the links between them; `isWorkspaced`: the screen
 * shows the current workspace's keys, usage or webhooks, and says which.
 */
export function ApiAccessHeader({
  title,
  lead,
  isWorkspaced = true,
}: {
  title: string;
  lead: string;
  isWorkspaced?: boolean;
}) {
  return (
    <header>
      <title>{`${title} · Kurz`}</title>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {isWorkspaced ? <WorkspaceLabel /> : null}
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{lead}</p>
      <nav aria-label="API access" className="mt-6 border-b border-slate-200 dark:border-slate-800">
        <ul className="-mb-px flex gap-6">
          {PAGES.map((page) => (
            <li key={page.to}>
              <NavLink
                to={page.to}
                end
                className={({ isActive }) =>
                  `inline-block border-b-2 px-1 pb-3 text-sm font-semibold ${focusRing} ${
                    isActive
                      ? 'border-indigo-600 text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                      : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white'
                  }`
                }
              >
                {page.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
