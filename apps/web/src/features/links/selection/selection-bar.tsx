import type { LinkBulkFilter, LinkBulkSet, LinkView } from '@kurz/shared';
import { useState } from 'react';
import { useSubmit } from '../../../app/forms/use-submit';
import { useToast } from '../../../app/toasts/use-toast';
import { Button } from '../../../app/ui/button';
import { ConfirmDialog } from '../../../app/ui/confirm-dialog';
import { FormAlert } from '../../../app/ui/form-alert';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { useRefreshLinks } from '../../../lib/use-refresh-links';
import { type BulkWhich, bulkChangeLinks, bulkDeleteLinks } from '../links-api';
import { BulkChangeForm } from './bulk-change-form';

interface SelectionBarProps {
  /** The links picked on the loaded pages. */
  selected: LinkView[];
  /** Set when every link the list's filter keeps is chosen, not only the loaded ones. */
  allMatching: LinkBulkFilter | null;
  /** The whole loaded list is picked and more pages follow: offer the rest of the filter. */
  canSelectAllMatching: boolean;
  isArchivedView: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
}

interface Failure {
  name: string;
  error: string;
}

/**
 * What can be done to the selected links at once, through PATCH and DELETE /api/links/bulk:
 * archive or restore, a change from BulkChangeForm, delete (asked first). Links that
 * could not be changed are listed with the server's reason; the others are done.
 */
export function SelectionBar(props: SelectionBarProps) {
  const { selected, allMatching } = props;
  const workspace = useWorkspace();
  const toast = useToast();
  const refreshLinks = useRefreshLinks();
  const [failures, setFailures] = useState<{ verb: string; items: Failure[] } | null>(null);
  const [isConfirmingDelete, setConfirmingDelete] = useState(false);
  const which: BulkWhich = allMatching
    ? { filter: allMatching }
    : { ids: selected.map((link) => link.id) };
  const nameOf = (id: string) => selected.find((link) => link.id === id)?.short_link ?? id;
  const report = (
    verb: string,
    done: number,
    results: { id: string; ok: boolean; error?: { error: string } }[],
  ) => {
    const items = results.flatMap((result) =>
      result.ok ? [] : [{ name: nameOf(result.id), error: result.error?.error ?? '' }],
    );
    setFailures(items.length > 0 ? { verb, items } : null);
    if (done > 0) toast.success(`${done === 1 ? '1 link' : `${done} links`} ${verb}`);
  };

  const change = useSubmit({
    send: (set: LinkBulkSet) =>
      bulkChangeLinks(workspace.organizationId, which, set).finally(refreshLinks),
    onSuccess: (reply) => report('changed', reply.changed, reply.results),
  });
  const remove = useSubmit({
    send: () => bulkDeleteLinks(workspace.organizationId, which).finally(refreshLinks),
    onSuccess: (reply) => {
      report('deleted', reply.deleted, reply.results);
      setConfirmingDelete(false);
      if (reply.failed === 0) props.onClear();
    },
  });
  const canChange = workspace.can('urls', 'update');
  const count = allMatching ? 'All links matching this filter' : `${selected.length} selected`;

  return (
    <section
      aria-label="Selected links"
      className="border-b border-indigo-200 bg-indigo-50 px-4 py-3 sm:px-5 dark:border-indigo-500/30 dark:bg-indigo-500/10"
    >
      <div className="flex flex-wrap items-center gap-2">
        <p
          className="text-sm font-semibold text-indigo-900 dark:text-indigo-100"
          aria-live="polite"
        >
          {count}
        </p>
        {props.canSelectAllMatching && !allMatching ? (
          <Button variant="ghost" size="sm" onClick={props.onSelectAllMatching}>
            Select all matching this filter
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={props.onClear}>
          Clear selection
        </Button>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {canChange ? (
            <Button
              variant="secondary"
              size="sm"
              disabled={change.isBusy}
              onClick={() => void change.run({ archived: !props.isArchivedView })}
            >
              {props.isArchivedView ? 'Unarchive' : 'Archive'}
            </Button>
          ) : null}
          {workspace.can('urls', 'delete') ? (
            <Button variant="danger" size="sm" onClick={() => setConfirmingDelete(true)}>
              Delete selected{allMatching ? '' : ` (${selected.length})`}
            </Button>
          ) : null}
        </div>
      </div>
      {canChange ? (
        <div className="mt-2">
          <BulkChangeForm isBusy={change.isBusy} onApply={(set) => void change.run(set)} />
        </div>
      ) : null}
      {change.error ? (
        <div className="mt-2">
          <FormAlert kind="error">{change.error}</FormAlert>
        </div>
      ) : null}
      {failures ? (
        <div className="mt-2">
          <FormAlert kind="error">
            <p className="font-semibold">
              {failures.items.length === 1 ? '1 link' : `${failures.items.length} links`} could not
              be {failures.verb}:
            </p>
            <ul className="mt-1 list-disc ps-5">
              {failures.items.map((item) => (
                <li key={item.name}>
                  <span className="break-all">{item.name}</span>: {item.error}
                </li>
              ))}
            </ul>
          </FormAlert>
        </div>
      ) : null}
      {isConfirmingDelete && (
        <ConfirmDialog
          title={allMatching ? 'Delete all matching links?' : `Delete ${selected.length} links?`}
          submit={remove}
          confirmLabel="Delete"
          busyLabel="Deleting..."
          onClose={() => setConfirmingDelete(false)}
        >
          <p>
            {allMatching
              ? 'Every link this filter keeps (at most 1,000 at a time) will stop redirecting immediately.'
              : 'The selected links will stop redirecting immediately.'}{' '}
            Links you may not delete are left as they are. This action cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
