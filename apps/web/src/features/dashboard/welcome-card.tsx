import { isPremiumOrHigher } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';
import { UserPlanBadge } from '../../app/header/user-plan-badge';
import { LinkButton } from '../../app/ui/link-button';
import { greeting } from './greeting';
import { ManageSubscriptionButton } from './manage-subscription-button';

function firstName(fullName: string | null | undefined, email: string): string {
  return fullName?.trim().split(/\s+/)[0] || email.split('@')[0] || email;
}

/** Welcome with the first name and the account status badge, and the plan's next step. */
export function WelcomeCard() {
  const { user, profile } = useAuth();
  if (!user) return null;
  const plan = profile?.subscription_plan ?? 'free';
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
          {greeting(
            firstName(profile?.full_name ?? user.name, user.email),
            user.createdAt,
            Date.now(),
          )}
        </h1>
        <p className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          Account status: <UserPlanBadge />
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <LinkButton to="/user/domains" variant="secondary">
          Custom Domains
        </LinkButton>
        {isPremiumOrHigher(plan) ? (
          <ManageSubscriptionButton />
        ) : (
          <LinkButton to="/pricing">View Pricing Plans</LinkButton>
        )}
      </div>
    </div>
  );
}
