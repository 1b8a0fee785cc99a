import { isPremiumOrHigher, type LinkBulkSet } from '@kurz/shared';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { Button } from '../../../app/ui/button';
import { focusRing } from '../../../app/ui/focus-ring';
import { TagInput } from '../../../app/ui/tag-input';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { useFolders } from '../../../lib/use-folders';
import { useDomainOptions } from '../use-link-domain-options';

type Change = '' | 'folder' | 'tags' | 'domain' | 'forwarding' | 'expiry';

export const BAR_CONTROL = `rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-950 dark:text-white ${focusRing}`;

const BAR_LABEL = 'text-xs font-medium text-slate-600 dark:text-slate-400';

/** A small labelled select of the bar; the label names the select alone, not its options. */
function BarSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col">
      <label htmlFor={id} className={BAR_LABEL}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${BAR_CONTROL} mt-0.5`}
      >
        {children}
      </select>
    </div>
  );
}

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
      <BarSelect label="Change" value={change} onChange={(value) => setChange(value as Change)}>
        <option value="">Choose…</option>
        <option value="folder">Move to folder</option>
        <option value="tags">Set tags</option>
        <option value="domain">Change domain</option>
        <option value="forwarding">Query forwarding</option>
        {isPremiumOrHigher(workspace.plan) ? <option value="expiry">Set expiry</option> : null}
      </BarSelect>
      {change === 'folder' && (
        <BarSelect label="Folder" value={folderId} onChange={setFolderId}>
          <option value="">No folder</option>
          {folders.map((folder) => (
            <option key={folder.id} value={folder.id}>
              {folder.name}
            </option>
          ))}
        </BarSelect>
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
        <BarSelect label="Short domain" value={domain} onChange={setDomain}>
          <option value="">Choose…</option>
          {domains.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </BarSelect>
      )}
      {change === 'forwarding' && (
        <BarSelect
          label="Forward the visitor's query string"
          value={forwards}
          onChange={setForwards}
        >
          <option value="on">On</option>
          <option value="off">Off</option>
        </BarSelect>
      )}
      {change === 'expiry' && (
        <div className="flex flex-col">
          <label htmlFor={`${id}-expiry`} className={BAR_LABEL}>
            Expires at (empty: never)
          </label>
          <input
            id={`${id}-expiry`}
            type="datetime-local"
            value={expiresAt}
            onChange={(event) => setExpiresAt(event.target.value)}
            className={`${BAR_CONTROL} mt-0.5`}
          />
        </div>
      )}
      {change ? (
        <Button type="submit" size="sm" disabled={!set || isBusy}>
          {isBusy ? 'Applying…' : 'Apply'}
        </Button>
      ) : null}
    </form>
  );
}
