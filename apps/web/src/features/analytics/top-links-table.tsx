import type { AnalyticsTopLink } from '@kurz/shared';
import { readableUrl } from '@kurz/shared';
import { Link } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';
import { formatCount } from './totals-cards';

/** The most clicked links; each opens its own analytics (?link=<id>). */
export function TopLinksTable({
  links,
  search,
}: {
  links: AnalyticsTopLink[];
  search: URLSearchParams;
}) {
  const linkTo = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('link', id);
    return `?${next.toString()}`;
  };
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-base font-semibold text-slate-900 dark:text-white">Top links</h2>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">
              <th scope="col" className="py-1.5 pr-3 font-medium">
                Short URL
              </th>
              <th scope="col" className="hidden py-1.5 pr-3 font-medium sm:table-cell">
                Destination
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Clicks
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {links.map((link) => (
              <tr key={link.id}>
                <td className="max-w-[12rem] truncate py-2 pr-3">
                  <Link
                    to={linkTo(link.id)}
                    className={`rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
                    aria-label={`Analytics for ${link.short_url}`}
                  >
                    {link.short_url.replace(/^https?:\/\//, '')}
                  </Link>
                </td>
                <td
                  className="hidden max-w-[18rem] truncate py-2 pr-3 text-slate-600 sm:table-cell dark:text-slate-400"
                  title={readableUrl(link.url)}
                >
                  {readableUrl(link.url)}
                </td>
                <td className="py-2 text-right tabular-nums text-slate-800 dark:text-slate-200">
                  {formatCount(link.clicks)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
