import { checkForm } from '@kurz/shared';
import { type ChangeEvent, type RefObject, useCallback, useRef, useState } from 'react';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's text values and per-field messages. `bind(name)` gives a field everything it
 * needs; typing in a field clears its message. `check(schema)` is a `useSubmit` check.
 */
export function useFormValues<K extends string>(initial: Record<K, string>) {
  const form = useRef<HTMLFormElement>(null);
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

  /** The values parsed by `schema`; or null, each invalid field told why, the first focused. */
  const check = <T>(schema: Parameters<typeof checkForm<T>>[0]): T | null => {
    const checked = checkForm(schema, values);
    if (checked.ok) return checked.data;
    setErrors(checked.errors as Partial<Record<K, string>>);
    focusFirstInvalid(form);
    return null;
  };

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  return { form, values, bind, check, reset };
}

/** Moves focus to the first field marked invalid, once React has rendered the messages. */
function focusFirstInvalid(form: RefObject<HTMLFormElement | null>): void {
  setTimeout(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
