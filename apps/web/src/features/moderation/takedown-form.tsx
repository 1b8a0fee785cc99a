import { type FormEvent, useState } from 'react';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';

interface TakedownFormProps {
  title: string;
  /** The field naming what to act on: 'Short URL' or 'Email'. */
  label: string;
  placeholder: string;
  type?: 'text' | 'email';
  /** Disables (true) or enables (false) what the field names. */
  onSend: (target: string, isDisabled: boolean, reason: string) => Promise<void>;
  isBusy: boolean;
  error: string | null;
}

/** One target, a reason, and the two acts: disable or enable again. */
export function TakedownForm(props: TakedownFormProps) {
  const { title, label, placeholder, type = 'text', onSend, isBusy, error } = props;
  const [target, setTarget] = useState('');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const send = (isDisabled: boolean) => async (event?: FormEvent) => {
    event?.preventDefault();
    if (!target.trim()) {
      setMissing(`${label} is required`);
      return;
    }
    await onSend(target.trim(), isDisabled, reason.trim());
  };

  return (
    <form
      onSubmit={send(true)}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
      {error ? <FormAlert kind="error">{error}</FormAlert> : null}
      <TextField
        label={label}
        type={type}
        placeholder={placeholder}
        value={target}
        error={missing}
        required
        onChange={(event) => {
          setTarget(event.target.value);
          setMissing(null);
        }}
      />
      <TextField
        label="Reason (kept with the takedown)"
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={isBusy} aria-busy={isBusy}>
          Disable
        </Button>
        <Button variant="secondary" disabled={isBusy} onClick={() => void send(false)()}>
          Enable
        </Button>
      </div>
    </form>
  );
}
