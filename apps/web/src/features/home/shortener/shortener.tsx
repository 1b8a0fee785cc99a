import { isProOrHigher } from '@kurz/shared';
import { useId } from 'react';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../app/ui/button';
import { focusRing } from '../../../app/ui/focus-ring';
import { TextField } from '../../../app/ui/text-field';
import { ShortCodeField } from './short-code-field';
import { ShortenerErrorPanel } from './shortener-error-panel';
import { ShortenerSuccessPanel } from './shortener-success-panel';
import { useShortDomains } from './use-short-domains';
import { useShortener } from './use-shortener';
import { useVerifiedCustomDomain } from './use-verified-custom-domain';

/** The home shortener of spec 000 §2; signed out, submitting leads to sign-up. */
export function Shortener() {
  const { user, profile } = useAuth();
  const { defaultDomain, domains } = useShortDomains();
  const customDomain = useVerifiedCustomDomain().domain;
  const form = useShortener({ ownHosts: domains, customDomain });
  const checkboxId = useId();
  const { phase } = form;

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
      <form
        noValidate
        className="flex flex-col gap-5"
        onSubmit={(event) => {
          event.preventDefault();
          void form.onSubmit();
        }}
      >
        <TextField
          label="Long URL"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.com/a/very/long/link"
          value={form.fullUrl}
          onChange={(event) => form.onFullUrlChange(event.target.value)}
        />
        <ShortCodeField
          value={form.customShort}
          host={form.useCustomDomain && customDomain ? customDomain : defaultDomain}
          isGenerateDisabled={!form.canSubmit}
          onChange={form.onCustomShortChange}
          onGenerate={form.onGenerate}
        />
        {customDomain ? (
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              checked={form.wantsCustomDomain}
              onChange={(event) => form.onCustomDomainChange(event.target.checked)}
              className={`size-4 rounded border-slate-300 accent-indigo-600 dark:border-slate-600 ${focusRing}`}
            />
            <label htmlFor={checkboxId} className="text-sm text-slate-800 dark:text-slate-200">
              Use custom domain ({customDomain})
            </label>
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={!form.canSubmit} aria-busy={form.isProcessing}>
          {submitLabel}
        </Button>
      </form>
      {phase.kind === 'error' ? (
        <div className="mt-5">
          <ShortenerErrorPanel message={phase.message} onDismiss={form.onDismissError} />
        </div>
      ) : null}
      {/* A live region that exists before its content, so the result is announced. */}
      <div role="status" className={phase.kind === 'success' ? 'mt-5' : undefined}>
        {phase.kind === 'success' ? (
          <ShortenerSuccessPanel
            shortUrl={phase.shortUrl}
            isSignedIn={user !== null}
            isPro={isProOrHigher(profile?.subscription_plan)}
            onReset={form.onReset}
          />
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
