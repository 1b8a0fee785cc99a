import { EnterpriseInquiryInput } from '@kurz/shared';
import { useFormValues } from '../../app/forms/use-form-values';
import { useSubmit } from '../../app/forms/use-submit';
import { FormAlert } from '../../app/ui/form-alert';
import { SelectField } from '../../app/ui/select-field';
import { TextField } from '../../app/ui/text-field';
import { TextareaField } from '../../app/ui/textarea-field';
import { inquiryErrorMessage } from './form-errors';
import { postEnterpriseInquiry } from './forms-api';
import { COMPANY_SIZE_OPTIONS, JOB_TITLE_OPTIONS, USE_CASE_OPTIONS } from './inquiry-options';
import { SendButton } from './send-button';

const EMPTY = {
  firstName: '',
  lastName: '',
  companyName: '',
  businessEmail: '',
  phoneNumber: '',
  jobTitle: '',
  companySize: '',
  primaryUseCase: '',
  country: '',
  additionalInfo: '',
};

/** Every field but additionalInfo is required (spec 001 §5); `onSent` gets the server's thanks. */
export function EnterpriseInquiryForm({ onSent }: { onSent: (message: string) => void }) {
  const { form, bind, check } = useFormValues(EMPTY);
  const { isBusy, error, onSubmit } = useSubmit({
    check: () => check(EnterpriseInquiryInput),
    send: postEnterpriseInquiry,
    onSuccess: (reply) => onSent(reply.message),
    message: inquiryErrorMessage,
  });

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      noValidate
      className="grid grid-cols-1 gap-5 sm:grid-cols-2"
    >
      {error ? (
        <div className="sm:col-span-2">
          <FormAlert kind="error">{error}</FormAlert>
        </div>
      ) : null}
      <TextField label="First name" autoComplete="given-name" required {...bind('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...bind('lastName')} />
      <TextField
        label="Company name"
        autoComplete="organization"
        required
        className="sm:col-span-2"
        {...bind('companyName')}
      />
      <TextField
        label="Business email"
        type="email"
        autoComplete="email"
        required
        {...bind('businessEmail')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        required
        {...bind('phoneNumber')}
      />
      <SelectField
        label="Job title"
        placeholder="Select your role"
        options={JOB_TITLE_OPTIONS}
        required
        {...bind('jobTitle')}
      />
      <SelectField
        label="Company size"
        placeholder="Select company size"
        options={COMPANY_SIZE_OPTIONS}
        required
        {...bind('companySize')}
      />
      <SelectField
        label="Primary use case"
        placeholder="Select a use case"
        options={USE_CASE_OPTIONS}
        required
        {...bind('primaryUseCase')}
      />
      <TextField label="Country" autoComplete="country-name" required {...bind('country')} />
      <TextareaField
        label="Additional information (optional)"
        hint="Volumes, integrations, security reviews: anything that helps us prepare."
        rows={4}
        maxLength={5000}
        className="sm:col-span-2"
        {...bind('additionalInfo')}
      />
      <SendButton
        isBusy={isBusy}
        label="Contact Sales"
        className="sm:col-span-2 sm:justify-self-start"
      />
    </form>
  );
}
