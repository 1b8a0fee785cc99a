import { isPremiumOrHigher } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';
import { LinkButton } from '../../app/ui/link-button';
import { useProfileSettled } from '../../app/use-profile-settled';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { WorkspaceLabel } from '../../app/workspace/workspace-label';
import { DomainsPanel } from './domains-panel';
import { DOMAINS_LEAD, DomainsPageSkeleton } from './domains-skeleton';
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
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Custom Domains · Kurz</title>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Custom Domains
        </h1>
        <WorkspaceLabel />
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{DOMAINS_LEAD}</p>
      <div className="mt-8">
        {isPremiumOrHigher(plan) ? <DomainsPanel /> : <PremiumFeatureCard />}
      </div>
    </div>
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
