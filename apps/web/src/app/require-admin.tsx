import type { ReactNode } from 'react';
import { useAuth } from './auth-context';
import { LoadingSpinner } from './screens/loading-spinner';
import { LinkButton } from './ui/link-button';
import { useProfileSettled } from './use-profile-settled';

/**
 * Admin pages (spec 001 §2 "Admin custom enterprise checkout"): 'Loading...' while the
 * session and profile load, 'Authentication Required' signed out, 'Access Denied' for
 * everyone but admins. The server checks is_admin again on every admin call.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, profile } = useAuth();
  const isSettled = useProfileSettled();
  if (!isSettled) return <LoadingSpinner message="Loading..." />;
  if (!user) {
    return (
      <Refusal title="Authentication Required" text="You must be signed in to access this page.">
        <LinkButton to="/auth">Sign In</LinkButton>
      </Refusal>
    );
  }
  if (!profile?.is_admin) {
    return (
      <Refusal title="Access Denied" text="You don't have permission to access this admin page.">
        <LinkButton to="/user/dashboard">Go to Dashboard</LinkButton>
      </Refusal>
    );
  }
  return children;
}

function Refusal({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-4 py-16 text-center">
      <title>{`${title} · Kurz`}</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {children}
        <LinkButton to="/" variant="secondary">
          Go Home
        </LinkButton>
      </div>
    </section>
  );
}
