import { type TextareaHTMLAttributes, useId } from 'react';
import { controlClassName, describedBy, FieldFrame } from './field-frame';
import { focusRing } from './focus-ring';

interface TextareaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string | null;
  hint?: string;
}

/** A labelled multi-line field whose error and hint are announced with it. */
export function TextareaField({ label, error, hint, className, ...textarea }: TextareaFieldProps) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea
        id={id}
        rows={5}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={controlClassName(Boolean(error), focusRing)}
        {...textarea}
      />
    </FieldFrame>
  );
}
