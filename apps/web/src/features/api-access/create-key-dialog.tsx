import {
  API_SCOPES,
  type ApiKeyCreatedReply,
  type ApiScope,
  CreateApiKeyBody,
  checkForm,
} from '@kurz/shared';
import { useState } from 'react';
import { Button } from '../../app/ui/button';
import { CheckboxGroup } from '../../app/ui/checkbox-group';
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

  const check = () => {
    const checked = checkForm(CreateApiKeyBody, { name, scopes });
    if (checked.ok) return checked.data;
    setErrors(checked.errors);
    return null;
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
        <CheckboxGroup
          legend="Scopes"
          options={API_SCOPES}
          descriptions={SCOPE_LABELS}
          value={scopes}
          error={errors.scopes}
          onChange={(next) => {
            setScopes(next);
            setErrors((current) => ({ ...current, scopes: undefined }));
          }}
        />
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
