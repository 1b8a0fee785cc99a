import { useEffect } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { onPendingUrlOutcome } from '../../lib/create-pending-url';

/**
 * Tells the visitor how the link they asked for before signing in turned out: it is
 * created after sign-in, wherever they are by then, so this sits in the layout.
 */
export function PendingUrlNotice() {
  const toast = useToast();
  useEffect(
    () =>
      onPendingUrlOutcome((outcome) => {
        if (outcome.kind === 'created') {
          toast.success(`Your shortened URL is ready! ${outcome.shortUrl}`);
        } else {
          toast.error(`Unable to shorten URL. ${outcome.message}`);
        }
      }),
    [toast],
  );
  return null;
}
