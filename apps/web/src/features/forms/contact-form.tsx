import { ContactMessageInput } from '@kurz/shared';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { contactErrorMessage } from './form-errors';
import { FormNotices } from './form-notices';
import { postContactMessage } from './forms-api';
import { SendButton } from './send-button';
import { useClearedForm } from './use-cleared-form';

const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Name, email, subject, message: all required (spec 001 §5). Cleared once sent. */
export function ContactForm() {
  const { form, bind, submit, thanks } = useClearedForm({
    initial: EMPTY,
    schema: ContactMessageInput,
    send: postContactMessage,
    message: contactErrorMessage,
  });

  return (
    <form ref={form} onSubmit={submit.onSubmit} noValidate className="flex flex-col gap-5">
      <FormNotices error={submit.error} thanks={thanks} />
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
      <SendButton isBusy={submit.isBusy} label="Send Message" />
    </form>
  );
}
