import { isPremiumOrHigher, isProOrHigher } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';
import { LinkButton } from '../../app/ui/link-button';
import { LinksPanel } from '../links/links-panel';
import { QrUpsell } from '../qr/qr-upsell';
import { CheckoutBanner } from './checkout-banner';
import { DashboardSkeleton } from './dashboard-skeleton';
import { PremiumTeaser } from './premium-teaser';
import { WelcomeCard } from './welcome-card';

/** /user/dashboard (spec 001 §2). */
export function DashboardPage() {
  const { user, profile, isLoading, isProfileLoading } = useAuth();
  if (isLoading && !user) return <DashboardSkeleton />;
  if (!user)
    return (
      <section className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <title>Dashboard · Kurz</title>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">
          Please sign in to access your dashboard
        </h1>
        <LinkButton to="/" className="mt-6">
          Go Home
        </LinkButton>
      </section>
    );
  // The plan decides which cards show: drawing them before it is known would move the list.
  if (isProfileLoading && !profile) return <DashboardSkeleton />;
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Dashboard · Kurz</title>
      <CheckoutBanner />
      <WelcomeCard />
      {!isPremiumOrHigher(profile?.subscription_plan) && <PremiumTeaser />}
      <LinksPanel />
      {/* Where Pro users get a QR Code column, everyone else learns what it takes. */}
      {!isProOrHigher(profile?.subscription_plan) && (
        <section aria-label="QR codes">
          <QrUpsell />
        </section>
      )}
    </div>
  );
}
