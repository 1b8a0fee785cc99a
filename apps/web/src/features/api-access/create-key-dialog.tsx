import {
  API_SCOPES,
  type ApiKeyCreatedReply,
  type ApiScope,
  CreateApiKeyBody,
  checkForm,
} from '@kurz/shared';
import { useId, useState } from 'react';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { FormAlert } from '../../app/ui/form-alert';
import { Modal } from '../../app/ui/modal';
import { TextField } from '../../app/ui/text-field';
import { SCOPE_LABELS } from './api-scopes';
import { useCreateApiKey } from './use-api-keys';

interface CreateKeyDialogProps {
  onCreated: (created: ApiKeyCreatedReply) => void;
  onClose: () => void;
}

// Most integrations shorten and read links; the rest is opt-in.
const DEFAULT_SCOPES: ApiScope[] = ['links:read', 'links:write'];

/** Name and scopes of a new key, checked by the contract's schema before anything is sent. */
export function CreateKeyDialog({ onCreated, onClose }: CreateKeyDialogProps) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(DEFAULT_SCOPES);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});
  const create = useCreateApiKey(onCreated);
  const scopesId = useId();

  const check = () => {
    const checked = checkForm(CreateApiKeyBody, { name, scopes });
    if (checked.ok) return checked.data;
    setErrors(checked.errors);
    return null;
  };
  const toggle = (scope: ApiScope, isOn: boolean) => {
    // Kept in API_SCOPES order so the key's scopes read the same everywhere.
    setScopes((current) => API_SCOPES.filter((s) => (s === scope ? isOn : current.includes(s))));
    setErrors((current) => ({ ...current, scopes: undefined }));
  };

  return (
    <Modal title="Create API key" onClose={onClose}>
      <form
        noValidate
        className="mt-4 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          const input = check();
          if (input) void create.run(input);
        }}
      >
        {create.error && <FormAlert kind="error">{create.error}</FormAlert>}
        <TextField
          label="Name"
          placeholder="e.g. Newsletter integration"
          maxLength={100}
          value={name}
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
        />
        <fieldset aria-describedby={errors.scopes ? `${scopesId}-error` : undefined}>
          <legend className="text-sm font-medium text-slate-800 dark:text-slate-200">Scopes</legend>
          <div className="mt-2 space-y-2">
            {API_SCOPES.map((scope) => (
              <label key={scope} className="flex items-start gap-3 text-sm">
                <input
                  type="checkbox"
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                  className={`mt-0.5 size-4 rounded border-slate-300 accent-indigo-600 ${focusRing}`}
                />
                <span>
                  <code className="font-mono text-slate-900 dark:text-white">{scope}</code>
                  <span className="block text-slate-600 dark:text-slate-400">
                    {SCOPE_LABELS[scope]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.scopes && (
            <p id={`${scopesId}-error`} className="mt-2 text-sm text-red-700 dark:text-red-400">
              {errors.scopes}
            </p>
          )}
        </fieldset>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isBusy} aria-busy={create.isBusy}>
            {create.isBusy ? 'Creating...' : 'Create key'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
