import type { CustomDomainView } from '@kurz/shared';
import { useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { FormAlert } from '../../app/ui/form-alert';
import { TextareaField } from '../../app/ui/textarea-field';
import { changeDomainSettings } from './custom-domains-api';
import { useDomainWorkspace } from './domain-workspace';

const APPLE_HINT =
  'Served at /.well-known/apple-app-site-association on this domain, so iPhones open its links in your app. Leave empty for none.';
const ANDROID_HINT =
  'Served at /.well-known/assetlinks.json on this domain, so Android opens its links in your app. Leave empty for none.';

const shown = (file: unknown) => (file === null ? '' : JSON.stringify(file, null, 2));
/** Empty removes a file; anything else goes as typed, and the server says what is wrong. */
const sent = (text: string) => (text.trim() === '' ? null : text);

/**
 * A domain's app-link files, pasted as JSON: the server checks them (naming the field and
 * the problem) and serves them on the domain once it is verified.
 */
export function AppLinkFiles({
  domain,
  onChanged,
}: {
  domain: CustomDomainView;
  onChanged: (domain: CustomDomainView) => void;
}) {
  const toast = useToast();
  const { organizationId } = useDomainWorkspace();
  const [apple, setApple] = useState(() => shown(domain.apple_app_site_association));
  const [android, setAndroid] = useState(() => shown(domain.android_asset_links));
  const save = useSubmit({
    send: () =>
      changeDomainSettings(organizationId, domain.id, {
        apple_app_site_association: sent(apple),
        android_asset_links: sent(android),
      }),
    onSuccess: (reply) => {
      onChanged(reply.domain);
      toast.success('App links saved.');
    },
  });
  return (
    <section className="mt-5 space-y-4 text-sm text-slate-700 dark:text-slate-300">
      <h4 className="font-semibold text-slate-900 dark:text-white">App links</h4>
      <TextareaField
        label="apple-app-site-association"
        hint={APPLE_HINT}
        value={apple}
        spellCheck={false}
        onChange={(event) => setApple(event.target.value)}
      />
      <TextareaField
        label="assetlinks.json"
        hint={ANDROID_HINT}
        value={android}
        spellCheck={false}
        onChange={(event) => setAndroid(event.target.value)}
      />
      {save.error ? <FormAlert kind="error">{save.error}</FormAlert> : null}
      <Button
        size="sm"
        onClick={() => void save.run()}
        disabled={save.isBusy}
        aria-busy={save.isBusy}
      >
        {save.isBusy ? 'Saving...' : 'Save app links'}
      </Button>
    </section>
  );
}
