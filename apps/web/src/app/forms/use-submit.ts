import { type FormEvent, useRef, useState } from 'react';
import { failureMessage } from './failure-message';

export interface SubmitOptions<Input, Result> {
  /** Runs before anything is sent; null stops the submit (it shows its own field messages). */
  check?: () => Input | null;
  send: (input: Input) => Promise<Result>;
  /** After a success; a throw here counts as a failure of the submit. */
  onSuccess?: (result: Result, input: Input) => void | Promise<void>;
  /** After a failure, with the message shown (a toast, say). */
  onError?: (message: string, thrown: unknown) => void;
  /** The wording of a failure; by default the thrown message, or 'An error occurred'. */
  message?: (thrown: unknown) => string;
}

/**
 * How every form and confirm button submits: busy while sending (a second submit meanwhile
 * is dropped), the failure as a message for a FormAlert, and a success callback.
 */
export function useSubmit<Input = void, Result = unknown>(options: SubmitOptions<Input, Result>) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isRunning = useRef(false);
  const latest = useRef(options);
  latest.current = options;

  const run = async (input: Input): Promise<void> => {
    if (isRunning.current) return;
    isRunning.current = true;
    setIsBusy(true);
    setError(null);
    const { send, onSuccess, onError, message = failureMessage } = latest.current;
    try {
      const result = await send(input);
      await onSuccess?.(result, input);
    } catch (thrown) {
      const text = message(thrown);
      setError(text);
      onError?.(text, thrown);
    } finally {
      isRunning.current = false;
      setIsBusy(false);
    }
  };

  /** A form's onSubmit (or a button's onClick): check, then run; settles when all is done. */
  const onSubmit = async (event?: FormEvent): Promise<void> => {
    event?.preventDefault();
    if (isRunning.current) return;
    setError(null);
    const { check } = latest.current;
    const input = check ? check() : (undefined as Input);
    if (input !== null) await run(input);
  };

  return { isBusy, error, run, onSubmit, clearError: () => setError(null) };
}
