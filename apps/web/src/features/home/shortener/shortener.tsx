import { isProOrHigher, TEAM_MESSAGES } from '@kurz/shared';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../app/ui/button';
import { FormAlert } from '../../../app/ui/form-alert';
import { TextField } from '../../../app/ui/text-field';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { WorkspaceLabel } from '../../../app/workspace/workspace-label';
import { LinkDomainFields } from './link-domain-fields';
import { ShortCodeField } from './short-code-field';
import { ShortenerErrorPanel } from './shortener-error-panel';
import { useLinkDomain } from './use-link-domain';
import { loadLinkOptionsBody, type ShortenerForm, useShortener } from './use-shortener';

// Only a signed-in submit shows it, so a visitor's first page does not carry it.
const loadSuccessPanel = async () => ({
  default: (await import('./shortener-success-panel')).ShortenerSuccessPanel,
});
const ShortenerSuccessPanel = lazy(loadSuccessPanel);

/**
 * The home shortener of spec 000 §2; signed out, submitting leads to sign-up. `Options`:
 * /create's link options (premium or higher, shortener-options.tsx) below the code, given
 * by the screens that offer them so the home page does not load them. Signed in, it makes
 * the link in the current workspace and says which one.
 */
export function Shortener({ Options }: { Options?: ComponentType<{ form: ShortenerForm }> }) {
  const { user } = useAuth();
  const workspace = useWorkspace();
  const linkDomain = useLinkDomain();
  const form = useShortener(
    linkDomain.ownHosts,
    linkDomain.target,
    Options !== undefined,
    linkDomain.forwardsQuery,
  );

  const isSignedIn = user !== null;
  // Signed in, what a submit needs is fetched once the form is up, not after Shorten URL.
  useEffect(() => {
    if (!isSignedIn) return;
    loadSuccessPanel().catch(() => {});
    loadLinkOptionsBody().catch(() => {});
  }, [isSignedIn]);
  const submitLabel = form.isProcessing
    ? 'Processing...'
    : user
      ? 'Shorten URL'
      : 'Sign Up to Shorten URL';

  return (
    <section
      aria-label="Shorten a URL"
      className="mx-auto mt-10 max-w-2xl rounded-2xl border border-slate-200 bg-white/90 p-5 text-left shadow-lg shadow-indigo-950/5 backdrop-blur sm:p-7 dark:border-slate-800 dark:bg-slate-900/85 dark:shadow-black/30"
    >
      {user ? (
        <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          New links go to <WorkspaceLabel />
        </div>
      ) : null}
      {form.mayCreate ? null : (
        <div className="mb-5">
          <FormAlert kind="error">{TEAM_MESSAGES.noUrlPermission}</FormAlert>
        </div>
      )}
      <form noValidate className="flex flex-col gap-5" onSubmit={form.onSubmit}>
        <TextField
          label="Long URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com/a/very/long/link"
          value={form.fullUrl}
          onChange={(event) => form.onFullUrlChange(event.target.value)}
        />
        <LinkDomainFields choice={linkDomain} />
        <ShortCodeField
          value={form.customShort}
          host={linkDomain.prefix}
          isGenerateDisabled={!form.canSubmit}
          onChange={form.onCustomShortChange}
          onGenerate={form.onGenerate}
        />
        {Options ? <Options form={form} /> : null}
        <Button type="submit" size="lg" disabled={!form.canSubmit} aria-busy={form.isProcessing}>
          {submitLabel}
        </Button>
      </form>
      {form.error ? (
        <div className="mt-5">
          <ShortenerErrorPanel message={form.error} onDismiss={form.onDismissError} />
        </div>
      ) : null}
      {/* A live region that exists before its content, so the result is announced. */}
      <div role="status" className={form.shortUrl ? 'mt-5' : undefined}>
        {form.shortUrl ? (
          <Suspense fallback={null}>
            <ShortenerSuccessPanel
              shortUrl={form.shortUrl}
              isSignedIn={user !== null}
              // A team link follows the team's plan.
              isPro={isProOrHigher(workspace.plan)}
              dashboardPath={workspace.linksPath}
              onReset={form.onReset}
            />
          </Suspense>
        ) : null}
      </div>
      <p className="mt-5 text-center text-sm text-slate-500 dark:text-slate-400">
        {user
          ? 'Secure URL shortening with analytics and custom domains'
          : 'Sign up required to shorten URLs • Free forever'}
      </p>
    </section>
  );
}
