import { ContactMessageInput } from '@kurz/shared';
import { useRef } from 'react';
import { Button } from '../../app/ui/button';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { FormAlert } from '../auth/form-alert';
import { contactErrorMessage } from './form-errors';
import { postContactMessage } from './forms-api';
import { useCheckedSubmit } from './use-checked-submit';
import { useFormValues } from './use-form-values';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Name, email, subject, message: all required (spec 001 §5). Cleared once sent. */
export function ContactForm() {
  const form = useRef<HTMLFormElement>(null);
  const { values, bind, setErrors, reset } = useFormValues(EMPTY);
  const { isBusy, outcome, onSubmit } = useCheckedSubmit({
    form,
    schema: ContactMessageInput,
    values,
    setErrors,
    send: async (data) => {
      const reply = await postContactMessage(data);
      reset();
      return reply.message;
    },
    errorMessage: contactErrorMessage,
  });

  return (
    <form ref={form} onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      {outcome ? <FormAlert kind={outcome.kind}>{outcome.text}</FormAlert> : null}
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" required maxLength={100} {...bind('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          {...bind('email')}
        />
      </div>
      <TextField label="Subject" required maxLength={200} {...bind('subject')} />
      <TextareaField label="Message" required rows={6} maxLength={5000} {...bind('message')} />
      <Button
        type="submit"
        size="lg"
        disabled={isBusy}
        aria-busy={isBusy}
        className="sm:self-start"
      >
        {isBusy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
