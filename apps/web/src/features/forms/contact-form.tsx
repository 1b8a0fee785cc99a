import { ContactMessageInput } from '@kurz/shared';
import { useState } from 'react';
import { useFormValues } from '../../app/forms/use-form-values';
import { useSubmit } from '../../app/forms/use-submit';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { contactErrorMessage } from './form-errors';
import { postContactMessage } from './forms-api';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Name, email, subject, message: all required (spec 001 §5). Cleared once sent. */
export function ContactForm() {
  const { form, bind, check, reset } = useFormValues(EMPTY);
  const [thanks, setThanks] = useState<string | null>(null);
  const submit = useSubmit({
    check: () => {
      setThanks(null);
      return check(ContactMessageInput);
    },
    send: postContactMessage,
    onSuccess: (reply) => {
      reset();
      setThanks(reply.message);
    },
    message: contactErrorMessage,
  });

  return (
    <form ref={form} onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-5">
      {submit.error ? <FormAlert kind="error">{submit.error}</FormAlert> : null}
      {thanks ? <FormAlert kind="success">{thanks}</FormAlert> : null}
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
        disabled={submit.isBusy}
        aria-busy={submit.isBusy}
        className="sm:self-start"
      >
        {submit.isBusy ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
