import { checkForm } from '@kurz/shared';
import { type FormEvent, type RefObject, useState } from 'react';
import { focusFirstInvalid } from './use-form-values';

export interface SubmitOutcome {
  kind: 'error' | 'success';
  text: string;
}

/**
 * How the public forms submit: check the values against the shared schema (each invalid
 * field gets its message and the first one takes focus), then `send` the parsed data.
 * `send` may return a success text to show; a failure shows `errorMessage(thrown)`.
 */
export function useCheckedSubmit<T>(options: {
  form: RefObject<HTMLFormElement | null>;
  schema: Parameters<typeof checkForm<T>>[0];
  values: unknown;
  setErrors: (errors: Record<string, string>) => void;
  send: (data: T) => Promise<string | undefined>;
  errorMessage: (thrown: unknown) => string;
}) {
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const checked = checkForm(options.schema, options.values);
    if (!checked.ok) {
      options.setErrors(checked.errors);
      focusFirstInvalid(options.form.current);
      return;
    }
    setIsBusy(true);
    try {
      const text = await options.send(checked.data);
      if (text !== undefined) setOutcome({ kind: 'success', text });
    } catch (thrown) {
      setOutcome({ kind: 'error', text: options.errorMessage(thrown) });
    } finally {
      setIsBusy(false);
    }
  };

  return { isBusy, outcome, onSubmit };
}
