import {
  CreateWebhookBody,
  checkForm,
  WEBHOOK_EVENTS,
  type WebhookCreatedReply,
  type WebhookEvent,
} from '@kurz/shared';
import { useState } from 'react';
import { CheckboxGroup } from '../../app/ui/checkbox-group';
import { FormDialog } from '../../app/ui/form-dialog';
import { TextField } from '../../app/ui/text-field';
import { useCreateWebhook } from './use-webhooks';
import { EVENT_LABELS } from './webhook-events';

interface CreateWebhookDialogProps {
  onCreated: (created: WebhookCreatedReply) => void;
  onClose: () => void;
}

type Errors = { url?: string; description?: string; events?: string };

/**
 * URL, description and events of a new endpoint of the current workspace, checked by the
 * contract before sending.
 */
export function CreateWebhookDialog({ onCreated, onClose }: CreateWebhookDialogProps) {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['link.created']);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateWebhook(onCreated);

  const check = () => {
    const checked = checkForm(CreateWebhookBody, { url, description, events });
    if (checked.ok) return checked.data;
    setErrors(checked.errors);
    return null;
  };

  return (
    <FormDialog
      title="Add webhook endpoint"
      check={check}
      submit={create}
      submitLabel="Add endpoint"
      busyLabel="Adding..."
      onClose={onClose}
    >
      <TextField
        label="Endpoint URL"
        type="url"
        inputMode="url"
        placeholder="https://example.com/webhooks/kurz"
        value={url}
        error={errors.url}
        hint={
          <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">
            An http or https URL reachable on the public internet.
          </p>
        }
        onChange={(event) => {
          setUrl(event.target.value);
          setErrors((current) => ({ ...current, url: undefined }));
        }}
      />
      <TextField
        label="Description (optional)"
        placeholder="e.g. CRM sync"
        maxLength={200}
        value={description}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <CheckboxGroup
        legend="Events"
        options={WEBHOOK_EVENTS}
        descriptions={EVENT_LABELS}
        value={events}
        error={errors.events}
        onChange={(next) => {
          setEvents(next);
          setErrors((current) => ({ ...current, events: undefined }));
        }}
      />
    </FormDialog>
  );
}
