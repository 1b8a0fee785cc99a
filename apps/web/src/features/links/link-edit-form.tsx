import { isPremiumOrHigher, type LinkView } from '@kurz/shared';
import { useId, useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { DialogActions } from '../../app/ui/dialog-actions';
import { focusRing } from '../../app/ui/focus-ring';
import { FormAlert } from '../../app/ui/form-alert';
import { HealthCheckCheckbox } from '../../app/ui/health-check-checkbox';
import { LinkOptionSections } from '../../app/ui/link-option-sections';
import { TextField } from '../../app/ui/text-field';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { useLinkOptionDrafts } from '../../lib/use-link-option-drafts';
import { useRefreshLinks } from '../../lib/use-refresh-links';
import { LinkLabelFields, labelChanges, labelDraftOf } from './link-label-fields';
import { editLink, type LinkChanges } from './links-api';
import { useLinkDomainOptions } from './use-link-domain-options';

interface LinkEditFormProps {
  link: LinkView;
  /** After a save, or when nothing changed. */
  onDone: () => void;
  onCancel: () => void;
}

/**
 * The one link editor (the dashboard's dialog, the team link page): destination, code,
 * title and tags, domain and the link options (the same sections as /create; the
 * workspace's plan decides, premium or higher to set). Only changed fields are sent and
 * the server applies the creation rules.
 */
export function LinkEditForm({ link, onDone, onCancel }: LinkEditFormProps) {
  const workspace = useWorkspace();
  if (!workspace.can('urls', 'update', link.created_by ?? null))
    return (
      <FormAlert kind="error">
        You don't have permission to edit this {workspace.team ? 'team URL' : 'URL'}
      </FormAlert>
    );
  return <EditFields link={link} onDone={onDone} onCancel={onCancel} />;
}

function EditFields({ link, onDone, onCancel }: LinkEditFormProps) {
  const id = useId();
  const { organizationId, plan } = useWorkspace();
  const canSetOptions = isPremiumOrHigher(plan);
  const toast = useToast();
  const refreshLinks = useRefreshLinks();
  const [url, setUrl] = useState(link.full_url);
  const [code, setCode] = useState(link.short_url);
  const domains = useLinkDomainOptions(link);
  const [domain, setDomain] = useState<string | null>(null);
  const options = useLinkOptionDrafts(link);
  const [labels, setLabels] = useState(() => labelDraftOf(link));
  const [isHealthChecked, setIsHealthChecked] = useState(link.health_check);

  const save = useSubmit({
    check: () => {
      const optionFields = options.changes();
      if (typeof optionFields === 'string') return optionFields;
      const changes: LinkChanges = { ...optionFields, ...labelChanges(link, labels) };
      if (url.trim() !== link.full_url) changes.full_url = url.trim();
      if (code.trim() !== link.short_url) changes.short_url = code.trim();
      if (domain !== null && domain !== domains.current) changes.domain = domain;
      if (isHealthChecked !== link.health_check) changes.health_check = isHealthChecked;
      if (Object.keys(changes).length > 0) return changes;
      onDone();
      return null;
    },
    send: async (changes) => {
      // An option the form refuses shows in the error area, as the server's refusals do.
      if (typeof changes === 'string') throw new Error(changes);
      return editLink(organizationId, link.id, changes).finally(refreshLinks);
    },
    onSuccess: () => {
      toast.success('Link updated');
      onDone();
    },
  });

  return (
    <form onSubmit={save.onSubmit} className="space-y-4">
      <p className="text-sm break-all text-slate-600 dark:text-slate-400">{link.short_link}</p>
      <TextField
        label="Destination URL"
        type="url"
        required
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <TextField
        label="Short code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
        hint={
          <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            Renaming stops the old link at once: printed or shared copies will no longer work.
          </p>
        }
      />
      <LinkLabelFields draft={labels} onChange={setLabels} />
      {domains.options.length > 1 ? (
        <div>
          <label
            htmlFor={`${id}-domain`}
            className="block text-sm font-medium text-slate-800 dark:text-slate-200"
          >
            Domain
          </label>
          <select
            id={`${id}-domain`}
            value={domain ?? domains.current}
            onChange={(e) => setDomain(e.target.value)}
            className={`mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-white ${focusRing}`}
          >
            {domains.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <LinkOptionSections form={options} canSetOptions={canSetOptions} />
      {/* Anyone may turn the check off; turning it on is premium or higher. */}
      {canSetOptions || link.health_check ? (
        <HealthCheckCheckbox isChecked={isHealthChecked} onChange={setIsHealthChecked} />
      ) : null}
      {/* Beside Save: in the long, scrolled form the top may be out of sight. */}
      {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
      <div className="pt-2">
        <DialogActions
          confirmLabel="Save changes"
          busyLabel="Saving..."
          isBusy={save.isBusy}
          onCancel={onCancel}
        />
      </div>
    </form>
  );
}
