import { NavLink } from 'react-router';
import { focusRing } from '../ui/focus-ring';
import type { NavItem } from './nav-items';

interface NavLinksProps {
  items: readonly NavItem[];
  layout: 'row' | 'column';
  onNavigate?: () => void;
}

const ITEM_LAYOUT = {
  row: 'px-3 py-2 text-sm',
  column: 'block px-3 py-3 text-base',
};

export function NavLinks({ items, layout, onNavigate }: NavLinksProps) {
  return (
    <ul className={layout === 'row' ? 'flex items-center gap-1' : 'flex flex-col gap-1'}>
      {items.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            className={({ isActive }) =>
              `rounded-lg font-medium transition-colors ${ITEM_LAYOUT[layout]} ${focusRing} ${
                isActive
                  ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-indigo-200'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
              }`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
