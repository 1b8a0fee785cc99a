import type { LinkView } from '@kurz/shared';
import { countOf } from '../../lib/plural';

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});
const BADGE = 'rounded-full px-2 py-0.5 text-xs font-semibold';
const PENDING = 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200';
const ENDED = 'bg-amber-100 text-amber-900 dark:bg-amber-500/15 dark:text-amber-200';

/** A link's expiry in the list: when it expires or did, and the clicks it has left. */
export function ExpiryBadges({ link }: { link: LinkView }) {
  if (link.expires_at === null && link.clicks_left === null) return null;
  const afterwards = link.expired_url
    ? `Once expired, visitors go to ${link.expired_url}`
    : "Once expired, visitors see a 'Link expired' page";
  const hasPassed = link.expires_at !== null && Date.parse(link.expires_at) <= Date.now();
  return (
    <span className="mt-1.5 flex flex-wrap gap-1.5">
      {hasPassed ? (
        <span title={afterwards} className={`${BADGE} ${ENDED}`}>
          Expired
        </span>
      ) : link.expires_at !== null ? (
        <span title={afterwards} className={`${BADGE} ${PENDING}`}>
          Expires{' '}
          <time dateTime={link.expires_at}>{dateTimeFormat.format(new Date(link.expires_at))}</time>
        </span>
      ) : null}
      {link.clicks_left === null ? null : (
        <span title={afterwards} className={`${BADGE} ${link.clicks_left > 0 ? PENDING : ENDED}`}>
          {link.clicks_left > 0 ? `${countOf(link.clicks_left, 'click')} left` : 'No clicks left'}
        </span>
      )}
    </span>
  );
}
