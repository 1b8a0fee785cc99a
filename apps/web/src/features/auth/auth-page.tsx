import { useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useAuth } from '../../app/auth-context';
import { focusRing } from '../../app/ui/focus-ring';
import { FormAlert } from '../../app/ui/form-alert';
import { readPendingUrl } from '../../lib/pending-url';
import { type AuthMode, authModeFrom, authTitle } from './auth-mode';
import { AuthTabs, panelId, tabId } from './auth-tabs';
import { ForgotPasswordModal } from './forgot-password-modal';
import { EXPIRED_RESET_LINK_MESSAGE, isResetLinkBroken } from './reset-link';
import { ResetPasswordForm } from './reset-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';

interface AuthPageProps {
  /**
   * The long URL an anonymous visitor asked to shorten before signing in (spec 000 §4
   * Pending URL flow); by default the pending URL this tab holds.
   */
  pendingUrl?: string | null;
}

/** /auth: sign in, sign up, and setting a new password from a reset link (spec 000 §2). */
export function AuthPage(props: AuthPageProps) {
  const [pendingUrl] = useState(() => props.pendingUrl ?? readPendingUrl()?.fullUrl ?? null);
  const { user } = useAuth();
  const { hash } = useLocation();
  const [search, setSearch] = useSearchParams();
  const mode = authModeFrom(search);
  const token = search.get('token');
  const isLinkBroken = isResetLinkBroken(search, hash) || (mode === 'reset-password' && !token);
  const [isForgotOpen, setIsForgotOpen] = useState(isLinkBroken);

  if (user && mode !== 'reset-password') return <Navigate to="/user/dashboard" replace />;

  const onSelectTab = (next: AuthMode) =>
    setSearch(next === 'signup' ? { mode: 'signup' } : {}, { replace: true });
  const title = authTitle(mode, pendingUrl !== null);

  return (
    <section className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <title>{`${title} · Kurz`}</title>
      <Link
        to="/"
        className={`inline-flex items-center gap-1 rounded text-sm font-medium text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white ${focusRing}`}
      >
        <span aria-hidden="true">←</span> Back to home
      </Link>
      <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-center text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h1>
        {pendingUrl ? (
          <>
            <p className="mt-2 text-center text-sm text-slate-600 dark:text-slate-400">
              {mode === 'signup' ? 'Create your account' : 'Sign in'} to get your short link for
            </p>
            <p className="mt-2 rounded-lg bg-slate-100 px-3 py-2 text-center font-mono text-sm break-all text-slate-800 dark:bg-slate-800 dark:text-slate-200">
              {pendingUrl}
            </p>
          </>
        ) : null}
        <div className="mt-6 flex flex-col gap-5">
          {isLinkBroken ? <FormAlert kind="error">{EXPIRED_RESET_LINK_MESSAGE}</FormAlert> : null}
          {mode === 'reset-password' ? (
            token && !isLinkBroken ? (
              <ResetPasswordForm token={token} />
            ) : null
          ) : (
            <>
              <AuthTabs mode={mode} onSelect={onSelectTab} />
              <div role="tabpanel" id={panelId(mode)} aria-labelledby={tabId(mode)}>
                {mode === 'signup' ? (
                  <SignUpForm />
                ) : (
                  <SignInForm onForgotPassword={() => setIsForgotOpen(true)} />
                )}
              </div>
            </>
          )}
        </div>
        {mode === 'reset-password' ? null : <SocialSignIn />}
      </div>
      {isForgotOpen ? <ForgotPasswordModal onClose={() => setIsForgotOpen(false)} /> : null}
    </section>
  );
}
