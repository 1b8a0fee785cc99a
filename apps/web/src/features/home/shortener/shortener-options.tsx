import { ExpiryFields } from '../../../app/ui/expiry-fields';
import { PasswordField } from '../../../app/ui/password-field';
import { RedirectFields } from '../../../app/ui/redirect-fields';
import { RedirectRulesFields } from '../../../app/ui/redirect-rules-fields';
import { SocialPreviewFields } from '../../../app/ui/social-preview-fields';
import { HealthCheckFields } from './health-check-fields';
import { TitleTagsFields } from './title-tags-fields';
import type { ShortenerForm } from './use-shortener';
import { UtmFields } from './utm-fields';

/** A new link's options (premium or higher), between the short code and the submit button. */
export function ShortenerOptions({ form }: { form: ShortenerForm }) {
  return (
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
        forwarding={{
          value: form.forwardQuery,
          precedence: form.queryPrecedence,
          onChange: form.onForwardQueryChange,
          onPrecedenceChange: form.onQueryPrecedenceChange,
        }}
      />
      <PasswordField
        value={form.password}
        onChange={(value) => form.onPasswordChange(value ?? '')}
      />
      <ExpiryFields draft={form.expiry} onChange={form.onExpiryChange} />
      <RedirectRulesFields draft={form.targeting} onChange={form.onTargetingChange} />
      <SocialPreviewFields draft={form.preview} onChange={form.onPreviewChange} />
      <HealthCheckFields isChecked={form.isHealthChecked} onChange={form.onHealthCheckedChange} />
    </>
  );
}
