import {
  API_SCOPES,
  type ApiKeyCreatedReply,
  type ApiScope,
  CreateApiKeyBody,
  checkForm,
} from '@kurz/shared';
import { useState } from 'react';
import { CheckboxGroup } from '../../app/ui/checkbox-group';
import { FormDialog } from '../../app/ui/form-dialog';
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
    <FormDialog
      title="Create API key"
      check={check}
      submit={create}
      submitLabel="Create key"
      busyLabel="Creating..."
      onClose={onClose}
    >
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
    </FormDialog>
  );
}
