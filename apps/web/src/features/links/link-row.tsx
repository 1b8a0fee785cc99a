import type { LinkView } from '@kurz/shared';
import { readableUrl } from '@kurz/shared';
import { Link } from 'react-router';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { countOf, nounFor } from '../../lib/plural';
import { CopyLinkButton } from './copy-link-button';
import { ExpiryBadges } from './expiry-badges';
import { HealthBadge } from './health-badge';
import { LinkTags } from './link-tags';
import { RulesBadge } from './rules-badge';

interface LinkRowProps {
  link: LinkView;
  isSelected: boolean;
  hasQr: boolean;
  hasAnalytics: boolean;
  onSelect: (isSelected: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
  onQr: () => void;
}

// Below md each row is a card (no sideways scrolling on phones); from md a table row.
const CELL = 'align-middle md:table-cell md:px-3 md:py-3';
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function LinkRow({
  link,
  isSelected,
  hasQr,
  hasAnalytics,
  onSelect,
  onEdit,
  onDelete,
  onQr,
}: LinkRowProps) {
  const { can } = useWorkspace();
  const canEdit = can('urls', 'update', link.created_by ?? null);
  const canDelete = can('urls', 'delete', link.created_by ?? null);
  // The column header says 'Clicks' from md; below it each card names its own unit.
  const clicks = (
    <>
      {link.clicks.toLocaleString()}
      <span className="md:hidden"> {nounFor(link.clicks, 'click')}</span>
    </>
  );
  return (
    <tr className="relative block border-t border-slate-200 py-3 pr-3 pl-11 md:table-row md:p-0 dark:border-slate-800">
      <td className={`${CELL} absolute top-3.5 left-4 md:static md:w-8`}>
        {canDelete ? (
          <input
            type="checkbox"
            aria-label={`Select ${link.short_url}`}
            checked={isSelected}
            onChange={(event) => onSelect(event.target.checked)}
            className={`size-4 rounded accent-indigo-600 ${focusRing}`}
          />
        ) : null}
      </td>
      <td className={`${CELL} block`}>
        <a
          href={link.short_link}
          target="_blank"
          rel="noreferrer"
          className={`font-medium break-all text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
        >
          {link.short_link.replace(/^https?:\/\//, '')}
        </a>
        {link.is_disabled ? (
          <span
            title="Visitors of this link see a page saying it has been disabled"
            className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-500/15 dark:text-red-200"
          >
            Disabled
          </span>
        ) : null}
        <ExpiryBadges link={link} />
        <RulesBadge link={link} />
        <HealthBadge link={link} />
      </td>
      <td className={`${CELL} block md:max-w-64`}>
        {link.title ? (
          <span
            className="block truncate font-medium text-slate-900 dark:text-white"
            title={link.title}
          >
            {link.title}
          </span>
        ) : null}
        <span
          className={`block truncate text-slate-700 dark:text-slate-300 ${link.title ? 'text-sm' : ''}`}
          title={readableUrl(link.full_url)}
        >
          {readableUrl(link.full_url)}
        </span>
        <LinkTags tags={link.tags} />
      </td>
      <td
        className={`${CELL} mt-1 mr-3 inline-block text-xs whitespace-nowrap text-slate-600 md:mt-0 md:text-sm dark:text-slate-400`}
      >
        <time dateTime={link.created_at}>{dateFormat.format(new Date(link.created_at))}</time>
      </td>
      <td className="mr-3 inline-block whitespace-nowrap md:hidden md:px-3 md:py-3 md:align-middle lg:table-cell">
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {link.custom_domain ? 'Custom domain' : 'Standard'} · {link.redirect_type}
        </span>
      </td>
      <td
        className={`${CELL} inline-block text-xs text-slate-800 tabular-nums md:text-right md:text-sm dark:text-slate-200`}
      >
        {hasAnalytics ? (
          <Link
            to={`/user/analytics?link=${encodeURIComponent(link.id)}`}
            aria-label={`${countOf(link.clicks, 'click')}: analytics for ${link.short_url}`}
            className={`rounded hover:underline ${focusRing}`}
          >
            {clicks}
          </Link>
        ) : (
          clicks
        )}
      </td>
      {hasQr && (
        <td className={`${CELL} mt-2 mr-2 inline-block md:mt-0 md:mr-0`}>
          <Button
            size="sm"
            variant="secondary"
            onClick={onQr}
            aria-label={`QR code for ${link.short_url}`}
          >
            QR
          </Button>
        </td>
      )}
      <td
        className={`${CELL} -ml-3 mt-2 inline-block whitespace-nowrap md:ml-0 md:mt-0 md:text-right`}
      >
        <CopyLinkButton link={link.short_link} code={link.short_url} />
        {canEdit ? (
          <Button size="sm" variant="ghost" onClick={onEdit} aria-label={`Edit ${link.short_url}`}>
            Edit
          </Button>
        ) : null}
        {canDelete ? (
          <button
            type="button"
            onClick={onDelete}
            aria-label={`Delete ${link.short_url}`}
            className={`rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-500/10 ${focusRing}`}
          >
            Delete
          </button>
        ) : null}
      </td>
    </tr>
  );
}
