import { isPremiumOrHigher } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';
import { LinkButton } from '../../app/ui/link-button';
import { useProfileSettled } from '../../app/use-profile-settled';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { DomainsPanel } from './domains-panel';
import { DomainsPageSkeleton, DomainsScreen } from './domains-skeleton';
import { PremiumFeatureCard } from './premium-feature-card';

/**
 * /user/domains: the Custom Domains settings panel of spec 001 §2 (its route is ours), for
 * the current workspace: one's own domains on one's plan, or the selected team's.
 */
export function DomainsPage() {
  const { user } = useAuth();
  const { plan } = useWorkspace();
  const isSettled = useProfileSettled();
  if (!isSettled) return <DomainsPageSkeleton />;
  if (!user) return <SignInPrompt />;
  return (
    <DomainsScreen>
      <div className="mt-8">
        {isPremiumOrHigher(plan) ? <DomainsPanel /> : <PremiumFeatureCard />}
      </div>
    </DomainsScreen>
  );
}

function SignInPrompt() {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>Custom Domains · Kurz</title>
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
        Please sign in to manage your custom domains
      </h1>
      <LinkButton to="/auth" className="mt-6">
        Sign In
      </LinkButton>
    </section>
  );
}
