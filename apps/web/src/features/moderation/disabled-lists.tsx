import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { Button } from '../../app/ui/button';
import { LoadError } from '../../app/ui/load-error';
import type { ModeratedLink, ModeratedUser } from './moderation-api';
import { useModerationList, useSetLinkDisabled, useSetUserDisabled } from './use-moderation';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What is disabled now, each with the way back. */
export function DisabledLists() {
  const query = useModerationList();
  if (query.isPending) return <LoadingSpinner message="Loading disabled links and users..." />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { links, users } = query.data;
  return (
    <div className="flex flex-col gap-8">
      <DisabledGroup title="Disabled links" empty="No link is disabled.">
        {links.map((link) => (
          <DisabledLinkRow key={link.id} link={link} />
        ))}
      </DisabledGroup>
      <DisabledGroup title="Disabled users" empty="No user is disabled.">
        {users.map((user) => (
          <DisabledUserRow key={user.id} user={user} />
        ))}
      </DisabledGroup>
    </div>
  );
}

function DisabledGroup(props: { title: string; empty: string; children: React.ReactNode[] }) {
  return (
    <section aria-label={props.title}>
      <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{props.title}</h2>
      {props.children.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{props.empty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">{props.children}</ul>
      )}
    </section>
  );
}

function DisabledLinkRow({ link }: { link: ModeratedLink }) {
  const enable = useSetLinkDisabled();
  return (
    <Row
      title={link.shortLink}
      lines={[`To ${link.destination}`, `Owner: ${link.ownerEmail ?? 'none'}`]}
      takedown={link}
      isBusy={enable.isBusy}
      onEnable={() => void enable.run({ shortUrl: link.shortLink, isDisabled: false })}
      error={enable.error}
    />
  );
}

function DisabledUserRow({ user }: { user: ModeratedUser }) {
  const enable = useSetUserDisabled();
  return (
    <Row
      title={user.email}
      lines={[]}
      takedown={user}
      isBusy={enable.isBusy}
      onEnable={() => void enable.run({ email: user.email, isDisabled: false })}
      error={enable.error}
    />
  );
}

interface RowProps {
  title: string;
  lines: string[];
  takedown: Pick<ModeratedLink, 'disabledAt' | 'reason' | 'disabledBy'>;
  isBusy: boolean;
  onEnable: () => void;
  error: string | null;
}

function Row({ title, lines, takedown, isBusy, onEnable, error }: RowProps) {
  const when = takedown.disabledAt ? dateFormat.format(new Date(takedown.disabledAt)) : '';
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800 dark:bg-slate-900">
      <div className="min-w-0 text-sm">
        <p className="font-semibold break-all text-slate-900 dark:text-white">{title}</p>
        {lines.map((line) => (
          <p key={line} className="break-all text-slate-600 dark:text-slate-400">
            {line}
          </p>
        ))}
        <p className="mt-1 text-slate-600 dark:text-slate-400">
          Disabled {when}
          {takedown.disabledBy ? ` by ${takedown.disabledBy}` : ''}
          {takedown.reason ? ` · ${takedown.reason}` : ''}
        </p>
        {error ? <p className="mt-1 text-red-700 dark:text-red-300">{error}</p> : null}
      </div>
      <Button size="sm" variant="secondary" onClick={onEnable} disabled={isBusy} aria-busy={isBusy}>
        Enable
      </Button>
    </li>
  );
}
