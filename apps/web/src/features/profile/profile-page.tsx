import { useAuth } from '../../app/auth-context';
import { GenericErrorPage } from '../../app/screens/generic-error-page';
import { LoadingSpinner } from '../../app/screens/loading-spinner';
import { LinkButton } from '../../app/ui/link-button';
import { AdminTestingPanel } from './admin-testing-panel';
import { EmailSection } from './email-section';
import { PasswordSection } from './password-section';
import { ProfileSection } from './profile-section';
import { SectionCard } from './section-card';
import { isSsoAccount, SsoNotice } from './sso-notice';
import { TeamsSection } from './teams-section';

/** /user/profile (spec 001 §2): profile, email, password and teams; the admin panel for admins. */
export function ProfilePage() {
  const { user, profile, isLoading, isProfileLoading, refreshProfile } = useAuth();

  if (isLoading || (user && !profile && isProfileLoading))
    return <LoadingSpinner message="Loading your profile..." />;
  if (!user) return <SignInPrompt />;
  if (!profile) {
    return (
      <GenericErrorPage
        title="Profile unavailable"
        message="Your profile could not be loaded. Check your connection and try again."
        onRetry={() => void refreshProfile()}
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-10 sm:py-14">
      <title>Profile · Kurz</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        User Profile
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Manage your account details, sign-in and teams.
      </p>
      <div className="mt-8 flex flex-col gap-6">
        {/* Keyed by the saved values, so a refreshed profile resets the form to them. */}
        <ProfileSection
          key={`${profile.full_name}|${profile.avatar_url}`}
          profile={profile}
          onSaved={refreshProfile}
        />
        {isSsoAccount(profile.providers) ? (
          <SsoNotice providers={profile.providers} />
        ) : (
          <>
            <EmailSection key={profile.email} currentEmail={profile.email} />
            <PasswordSection />
          </>
        )}
        <TeamsSection />
        <SectionCard
          title="Custom domains"
          description="Put your short links on a domain of your own."
        >
          <LinkButton to="/user/domains" variant="secondary">
            Manage custom domains
          </LinkButton>
        </SectionCard>
        {profile.is_admin ? (
          <AdminTestingPanel
            key={profile.subscription_plan}
            plan={profile.subscription_plan}
            onChanged={refreshProfile}
          />
        ) : null}
      </div>
    </div>
  );
}

function SignInPrompt() {
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <title>Profile · Kurz</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Please sign in to view your profile
      </h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
        Your profile holds your name, avatar, email, password and teams.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LinkButton to="/auth" size="lg">
          Sign In
        </LinkButton>
        <LinkButton to="/" variant="secondary" size="lg">
          Go Home
        </LinkButton>
      </div>
    </section>
  );
}
