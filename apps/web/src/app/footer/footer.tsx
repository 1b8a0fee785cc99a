import { Link } from 'react-router';
import { Logo } from '../header/logo';
import { focusRing } from '../ui/focus-ring';
import { FOOTER_COLUMNS } from './footer-links';

export function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div className="md:pr-6">
          <Logo />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Short links, QR codes, analytics and custom domains, for you and your team.
          </p>
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2
              id={`footer-${column.title}`}
              className="text-sm font-semibold text-slate-900 dark:text-white"
            >
              {column.title}
            </h2>
            <ul className="mt-3 space-y-2">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.to}
                    className={`rounded text-sm text-slate-600 hover:text-indigo-700 dark:text-slate-400 dark:hover:text-indigo-300 ${focusRing}`}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
          © {new Date().getFullYear()} Kurz. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
