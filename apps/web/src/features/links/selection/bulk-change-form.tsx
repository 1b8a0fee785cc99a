import { isPremiumOrHigher, type LinkBulkSet } from '@kurz/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../app/ui/button';
import { focusRing } from '../../../app/ui/focus-ring';
import { TagInput } from '../../../app/ui/tag-input';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { useFolders } from '../../../lib/use-folders';
import { useDomainOptions } from '../use-link-domain-options';

type Change = '' | 'folder' | 'tags' | 'domain' | 'forwarding' | 'expiry';

export const BAR_CONTROL = `rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white ${focusRing}`;

/**
 * Picks one change for the selected links and its value: a folder, the tags (they replace
 * the links'), the short domain, query forwarding, or the expiry (premium or higher).
 */
export function BulkChangeForm({
  isBusy,
  onApply,
}: {
  isBusy: boolean;
  onApply: (set: LinkBulkSet) => void;
}) {
  const id = useId();
  const workspace = useWorkspace();
  const folders = useFolders(workspace.organizationId).data?.folders ?? [];
  const domains = useDomainOptions();
  const [change, setChange] = useState<Change>('');
  const [folderId, setFolderId] = useState('');
  const [tags, setTags] = useState<string[]>([]);
  const [domain, setDomain] = useState('');
  const [forwards, setForwards] = useState('on');
  const [expiresAt, setExpiresAt] = useState('');

  const setOf = (): LinkBulkSet | null => {
    switch (change) {
      case 'folder':
        return { folder_id: folderId || null };
      case 'tags':
        return { tags };
      case 'domain':
        return domain ? { domain } : null;
      case 'forwarding':
        return { forward_query: forwards === 'on' };
      case 'expiry':
        return { expires_at: expiresAt ? new Date(expiresAt).toISOString() : null };
      default:
        return null;
    }
  };
  const set = setOf();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (set) onApply(set);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-2">
      <label className="flex flex-col text-xs font-medium text-slate-600 dark:text-slate-400">
        Change
        <select
          value={change}
          onChange={(event) => setChange(event.target.value as Change)}
          className={`${BAR_CONTROL} mt-0.5`}
        >
          <option value="">Choose…</option>
          <option value="folder">Move to folder</option>
          <option value="tags">Set tags</option>
          <option value="domain">Change domain</option>
          <option value="forwarding">Query forwarding</option>
          {isPremiumOrHigher(workspace.plan) ? <option value="expiry">Set expiry</option> : null}
        </select>
      </label>
      {change === 'folder' && (
        <label className="flex flex-col text-xs font-medium text-slate-600 dark:text-slate-400">
          Folder
          <select
            value={folderId}
            onChange={(event) => setFolderId(event.target.value)}
            className={`${BAR_CONTROL} mt-0.5`}
          >
            <option value="">No folder</option>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {change === 'tags' && (
        <div className="min-w-48 flex-1">
          <TagInput
            label="Tags (replace the links' tags)"
            tags={tags}
            suggestions={[]}
            onChange={setTags}
          />
        </div>
      )}
      {change === 'domain' && (
        <label className="flex flex-col text-xs font-medium text-slate-600 dark:text-slate-400">
          Short domain
          <select
            value={domain}
            onChange={(event) => setDomain(event.target.value)}
            className={`${BAR_CONTROL} mt-0.5`}
          >
            <option value="">Choose…</option>
            {domains.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {change === 'forwarding' && (
        <label className="flex flex-col text-xs font-medium text-slate-600 dark:text-slate-400">
          Forward the visitor's query string
          <select
            value={forwards}
            onChange={(event) => setForwards(event.target.value)}
            className={`${BAR_CONTROL} mt-0.5`}
          >
            <option value="on">On</option>
            <option value="off">Off</option>
          </select>
        </label>
      )}
      {change === 'expiry' && (
        <label
          htmlFor={`${id}-expiry`}
          className="flex flex-col text-xs font-medium text-slate-600 dark:text-slate-400"
        >
          Expires at (empty: never)
          <input
            id={`${id}-expiry`}
            type="datetime-local"
            value={expiresAt}
            onChange={(event) => setExpiresAt(event.target.value)}
            className={`${BAR_CONTROL} mt-0.5`}
          />
        </label>
      )}
      {change ? (
        <Button type="submit" size="sm" disabled={!set || isBusy}>
          {isBusy ? 'Applying…' : 'Apply'}
        </Button>
      ) : null}
    </form>
  );
}
