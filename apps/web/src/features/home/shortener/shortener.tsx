import { isProOrHigher, TEAM_MESSAGES } from '@kurz/shared';
import { useAuth } from '../../../app/auth-context';
import { Button } from '../../../app/ui/button';
import { ExpiryFields } from '../../../app/ui/expiry-fields';
import { FormAlert } from '../../../app/ui/form-alert';
import { PasswordField } from '../../../app/ui/password-field';
import { RedirectFields } from '../../../app/ui/redirect-fields';
import { SocialPreviewFields } from '../../../app/ui/social-preview-fields';
import { TargetingFields } from '../../../app/ui/targeting-fields';
import { TextField } from '../../../app/ui/text-field';
import { useWorkspace } from '../../../app/workspace/use-workspace';
import { WorkspaceLabel } from '../../../app/workspace/workspace-label';
import { HealthCheckFields } from './health-check-fields';
import { LinkDomainFields } from './link-domain-fields';
import { ShortCodeField } from './short-code-field';
import { ShortenerErrorPanel } from './shortener-error-panel';
import { ShortenerSuccessPanel } from './shortener-success-panel';
import { TitleTagsFields } from './title-tags-fields';
import { useLinkDomain } from './use-link-domain';
import { useShortener } from './use-shortener';
import { UtmFields } from './utm-fields';

/**
 * The home shortener of spec 000 §2; signed out, submitting leads to sign-up. `withOptions`:
 * /create's link options (premium or higher) below the code. Signed in, it makes the link
 * in the current workspace and says which one.
 */
export function Shortener({ withOptions = false }: { withOptions?: boolean }) {
  const { user } = useAuth();
  const workspace = useWorkspace();
  const linkDomain = useLinkDomain();
  const form = useShortener(linkDomain.ownHosts, linkDomain.target, withOptions);

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
        {withOptions ? (
          <>
            <TitleTagsFields
              title={form.title}
              isFetchingTitle={form.isFetchingTitle}
              tags={form.tags}
              onTitleChange={form.onTitleChange}
              onTagsChange={form.onTagsChange}
            />
            <UtmFields
              utm={form.utm}
              longUrl={form.fullUrl.trim()}
              finalUrl={form.finalUrl}
              onChange={form.onUtmChange}
            />
            <RedirectFields
              value={form.redirectType}
              onChange={form.onRedirectTypeChange}
              noReferrer={{ value: form.noReferrer, onChange: form.onNoReferrerChange }}
            />
            <PasswordField
              value={form.password}
              onChange={(value) => form.onPasswordChange(value ?? '')}
            />
            <ExpiryFields draft={form.expiry} onChange={form.onExpiryChange} />
            <TargetingFields draft={form.targeting} onChange={form.onTargetingChange} />
            <SocialPreviewFields draft={form.preview} onChange={form.onPreviewChange} />
            <HealthCheckFields
              isChecked={form.isHealthChecked}
              onChange={form.onHealthCheckedChange}
            />
          </>
        ) : null}
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
          <ShortenerSuccessPanel
            shortUrl={form.shortUrl}
            isSignedIn={user !== null}
            // A team link follows the team's plan.
            isPro={isProOrHigher(workspace.plan)}
            dashboardPath={workspace.linksPath}
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
