import type { FormReply } from '@kurz/shared';
import { useState } from 'react';
import type { z } from 'zod';
import { useFormValues } from '../../app/forms/use-form-values';
import { useSubmit } from '../../app/forms/use-submit';

interface ClearedFormOptions<K extends string, Input> {
  initial: Record<K, string>;
  schema: z.ZodType<Input>;
  send: (input: Input) => Promise<FormReply>;
  /** The wording of a failure (form-errors.ts). */
  message: (thrown: unknown) => string;
}

/**
 * A public form that stays on its page: checked by `schema`, sent, then cleared, with the
 * server's thanks kept for a success panel until the next submit.
 */
export function useClearedForm<K extends string, Input>({
  initial,
  schema,
  send,
  message,
}: ClearedFormOptions<K, Input>) {
  const { form, bind, check, reset } = useFormValues(initial);
  const [thanks, setThanks] = useState<string | null>(null);
  const submit = useSubmit({
    check: () => {
      setThanks(null);
      return check(schema);
    },
    send,
    onSuccess: (reply) => {
      reset();
      setThanks(reply.message);
    },
    message,
  });
  return { form, bind, submit, thanks };
}
