import type { LinkView } from '@kurz/shared';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/**
 * A broken link's flag in the list (link health): 'Broken · 404' in words, with
 * a warning sign and the time of the last check, so it never relies on colour alone.
 */
export function HealthBadge({ link }: { link: LinkView }) {
  if (link.health?.status !== 'broken') return null;
  const checkedAt = new Date(link.health.checked_at);
  return (
    <span className="mt-1.5 flex flex-wrap items-center gap-1.5">
      <span className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800 dark:bg-red-500/15 dark:text-red-200">
        <span aria-hidden="true">⚠</span>
        Broken · {link.health.detail}
      </span>
      <span className="text-xs text-slate-600 dark:text-slate-400">
        last checked{' '}
        <time dateTime={link.health.checked_at}>{dateTimeFormat.format(checkedAt)}</time>
      </span>
    </span>
  );
}
