import { type ChangeEvent, useCallback, useState } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's text values and per-field messages. `bind(name)` gives a field everything it
 * needs; typing in a field clears its message.
 */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<K, string>>>({});

  const bind = (name: K) => ({
    name,
    value: values[name],
    error: errors[name] ?? null,
    onChange: (event: ChangeEvent<Control>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
      setErrors((current) => ({ ...current, [name]: undefined }));
    },
  });

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { values, bind, setErrors, reset };
}

/** Moves focus to the first field marked invalid, once React has rendered the messages. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
