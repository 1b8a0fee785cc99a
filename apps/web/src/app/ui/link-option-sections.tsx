import type { LinkOptionForm } from '../../lib/use-link-option-drafts';
import { ExpiryFields } from './expiry-fields';
import { LapsedLinkOptions } from './lapsed-link-options';
import { PasswordField } from './password-field';
import { RedirectFields } from './redirect-fields';
import { RedirectRulesFields } from './redirect-rules-fields';
import { SocialPreviewFields } from './social-preview-fields';

/**
 * An edited link's option sections, the same parts as /create's: each starts
 * open when the link has it set, folded otherwise. The redirect type is for every plan;
 * the others need premium or higher to set, so a lower plan sees only those the link
 * still has, to remove them (as /create, which it cannot open, shows it none).
 */
export function LinkOptionSections({
  form,
  canSetOptions,
}: {
  form: LinkOptionForm;
  canSetOptions: boolean;
}) {
  const { drafts } = form;
  return (
    <>
      <RedirectFields
        value={drafts.redirectType}
        onChange={form.onRedirectTypeChange}
        // A lower plan may only turn it off.
        noReferrer={
          canSetOptions || form.link.no_referrer
            ? { value: drafts.noReferrer, onChange: form.onNoReferrerChange }
            : undefined
        }
        forwarding={{
          value: drafts.forwardQuery,
          precedence: drafts.queryPrecedence,
          onChange: form.onForwardQueryChange,
          onPrecedenceChange: form.onQueryPrecedenceChange,
        }}
      />
      {canSetOptions ? (
        <>
          <PasswordField
            value={drafts.password}
            hasPassword={form.link.has_password}
            onChange={form.onPasswordChange}
          />
          <ExpiryFields draft={drafts.expiry} onChange={form.onExpiryChange} />
          <RedirectRulesFields draft={drafts.targeting} onChange={form.onTargetingChange} />
          <SocialPreviewFields draft={drafts.preview} onChange={form.onPreviewChange} />
        </>
      ) : (
        <LapsedLinkOptions form={form} />
      )}
    </>
  );
}
