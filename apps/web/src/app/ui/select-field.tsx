import { type SelectHTMLAttributes, useId } from 'react';
import { controlClassName, describedBy, FieldFrame } from './field-frame';
import { focusRing } from './focus-ring';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
  /** The first, empty choice, e.g. 'Select company size'. */
  placeholder: string;
  error?: string | null;
}

/** A labelled select whose error is announced with it. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className={controlClassName(Boolean(error), focusRing)}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
