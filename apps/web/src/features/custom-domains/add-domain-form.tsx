import {
  type CustomDomainView,
  canAddDomain,
  checkDomain,
  normalizeDomainInput,
} from '@kurz/shared';
import { useId, useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { controlClassName } from '../../app/ui/field-frame';
import { focusRing } from '../../app/ui/focus-ring';
import { ApiError } from '../../lib/api-error';
import { addCustomDomain } from './custom-domains-api';
import { useDomainWorkspace } from './domain-workspace';

/** A host a person would recognise as theirs (the placeholder's example). */
export const EXAMPLE_HOST = 'links.yourbrand.com';

interface AddDomainFormProps {
  count: number;
  max: number | null;
  /** Our own hosts (the proxy host, this site): refused before any call, as the server would. */
  reserved: readonly string[];
  onAdded: (domain: CustomDomainView) => void;
}

/** The server's own words for a refusal (4xx); 'Failed to add domain' when it failed. */
function addFailureMessage(thrown: unknown): string {
  const isRefusal = thrown instanceof ApiError && thrown.status >= 400 && thrown.status < 500;
  return isRefusal && thrown.message ? thrown.message : 'Failed to add domain';
}

/**
 * Spec 001 §5: the input is normalised and checked in the spec's order before any call;
 * the field and button are disabled at the plan's limit, the button also while blank.
 */
export function AddDomainForm({ count, max, reserved, onAdded }: AddDomainFormProps) {
  const id = useId();
  const toast = useToast();
  const { organizationId } = useDomainWorkspace();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const isAtLimit = !canAddDomain(max, count);

  const add = useSubmit({
    check: () => {
      if (isAtLimit) {
        toast.error(`Domain limit reached (${max})`);
        return null;
      }
      const verdict = checkDomain(normalizeDomainInput(value), reserved);
      if (verdict.problem === undefined) return verdict.domain;
      setProblem(verdict.problem);
      toast.error(verdict.problem);
      return null;
    },
    send: (domain: string) => addCustomDomain(organizationId, domain),
    message: addFailureMessage,
    onSuccess: ({ domain }) => {
      setValue('');
      toast.success('Domain added! Configure DNS records to verify.');
      onAdded(domain);
    },
    onError: (message) => toast.error(message),
  });

  return (
    <form noValidate onSubmit={add.onSubmit}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        Add a domain
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <input
          id={id}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
          disabled={isAtLimit || add.isBusy}
          placeholder={`Enter your domain (e.g., ${EXAMPLE_HOST})`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : isAtLimit ? `${id}-limit` : undefined}
          className={`${controlClassName(Boolean(problem), focusRing)} min-w-0 flex-1 disabled:cursor-not-allowed disabled:bg-slate-100 dark:disabled:bg-slate-800`}
        />
        <Button
          type="submit"
          className="py-2.5 sm:mt-1.5 sm:self-stretch"
          disabled={value.trim() === '' || isAtLimit || add.isBusy}
          aria-busy={add.isBusy}
        >
          {add.isBusy ? 'Adding...' : 'Add Domain'}
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      ) : null}
      {isAtLimit ? (
        <p
          id={`${id}-limit`}
          role="status"
          className="mt-1.5 text-sm text-amber-800 dark:text-amber-300"
        >
          Domain limit reached ({max}). Delete a domain or upgrade your plan to add another.
        </p>
      ) : null}
    </form>
  );
}
