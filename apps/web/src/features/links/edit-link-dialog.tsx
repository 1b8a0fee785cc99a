import { isPremiumOrHigher, type LinkView } from '@kurz/shared';
import { useId, useState } from 'react';
import { useAuth } from '../../app/auth-context';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { DialogActions } from '../../app/ui/dialog-actions';
import { focusRing } from '../../app/ui/focus-ring';
import { FormAlert } from '../../app/ui/form-alert';
import { HealthCheckCheckbox } from '../../app/ui/health-check-checkbox';
import { LinkOptionSections } from '../../app/ui/link-option-sections';
import { Modal } from '../../app/ui/modal';
import { TextField } from '../../app/ui/text-field';
import { useLinkOptionDrafts } from '../../lib/use-link-option-drafts';
import { useRefreshLinks } from '../../lib/use-refresh-links';
import { LinkLabelFields, labelChanges, labelDraftOf } from './link-label-fields';
import { editLink, type LinkChanges } from './links-api';
import { useLinkDomainOptions } from './use-link-domain-options';

/**
 * Edits destination, code, title and tags, domain and the link options (the same sections
 * as /create; premium or higher to set); only changed fields are sent and the server
 * applies the creation rules. The dashboard lists personal links only, so the user's own
 * plan decides.
 */
export function EditLinkDialog({ link, onClose }: { link: LinkView; onClose: () => void }) {
  const id = useId();
  const { profile } = useAuth();
  const canSetOptions = isPremiumOrHigher(profile?.subscription_plan);
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
      onClose();
      return null;
    },
    send: async (changes) => {
      // An option the form refuses shows in the error area, as the server's refusals do.
      if (typeof changes === 'string') throw new Error(changes);
      return editLink(link.id, changes).finally(refreshLinks);
    },
    onSuccess: () => {
      toast.success('Link updated');
      onClose();
    },
  });

  return (
    <Modal title="Edit link" onClose={onClose} size="wide">
      <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">{link.short_link}</p>
      <form onSubmit={save.onSubmit} className="mt-4 space-y-4">
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
        {/* Beside Save: in the long, scrolled dialog the top may be out of sight. */}
        {save.error && <FormAlert kind="error">{save.error}</FormAlert>}
        <div className="pt-2">
          <DialogActions
            confirmLabel="Save changes"
            busyLabel="Saving..."
            isBusy={save.isBusy}
            onCancel={onClose}
          />
        </div>
      </form>
    </Modal>
  );
}
