import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../app/auth-context';
import { Button } from '../../app/ui/button';
import { api } from '../../lib/api-client';
import { FormAlert } from '../auth/form-alert';
import { portalErrorMessage } from './portal-error-message';

/**
 * Opens the billing portal (POST /api/create-portal-session, spec 001 §7): the server
 * finds the signed-in user's customer; the browser goes to portal_url.
 */
export function ManageSubscriptionButton() {
  const { profile } = useAuth();
  const portal = useMutation({
    mutationFn: async () => {
      if (!profile) throw new Error('Please wait for your profile to load and try again.');
      const customerId = (profile as { stripe_customer_id?: string | null }).stripe_customer_id;
      const reply = await api.post<{ portal_url?: string; data?: { portal_url?: string } }>(
        '/api/create-portal-session',
        customerId ? { customer_id: customerId } : {},
      );
      const url = reply?.portal_url ?? reply?.data?.portal_url;
      if (!url) throw new Error('Failed to create portal session');
      window.location.assign(url);
    },
  });
  const message =
    portal.error instanceof Error && portal.error.message.startsWith('Please wait')
      ? portal.error.message
      : portal.error
        ? portalErrorMessage(portal.error)
        : null;
  return (
    <div className="flex flex-col items-start gap-2 sm:items-end">
      <Button onClick={() => portal.mutate()} disabled={portal.isPending}>
        {portal.isPending ? 'Processing...' : 'Manage Subscription'}
      </Button>
      {message && <FormAlert kind="error">{message}</FormAlert>}
    </div>
  );
}
