import { useEffect } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { onPendingUrlOutcome } from '../../lib/create-pending-url';
import { useRefreshLinks } from '../../lib/use-refresh-links';

/**
 * Tells the visitor how the link they asked for before signing in turned out: it is
 * created after sign-in, wherever they are by then, so this sits in the layout. A list of
 * links already on screen (the dashboard) is fetched again so that it shows the new one.
 */
export function PendingUrlNotice() {
  const toast = useToast();
  const refreshLinks = useRefreshLinks();
  useEffect(
    () =>
      onPendingUrlOutcome((outcome) => {
        if (outcome.kind === 'created') {
          toast.success(`Your shortened URL is ready! ${outcome.shortUrl}`);
          void refreshLinks();
        } else {
          toast.error(`Unable to shorten URL. ${outcome.message}`);
        }
      }),
    [toast, refreshLinks],
  );
  return null;
}
