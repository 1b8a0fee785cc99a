import { type CustomDomainView, verificationFailureMessage } from '@kurz/shared';
import { useState } from 'react';
import { useSubmit } from '../../app/forms/use-submit';
import { useToast } from '../../app/toasts/use-toast';
import { Button } from '../../app/ui/button';
import { focusRing } from '../../app/ui/focus-ring';
import { AppLinkFiles } from './app-link-files';
import { changeDomainSettings, verifyCustomDomain } from './custom-domains-api';
import { DeleteDomainDialog } from './delete-domain-dialog';
import { DomainSetup } from './domain-setup';
import { DomainStatus } from './domain-status';
import { useDomainWorkspace } from './domain-workspace';
import { thrownVerifyMessage } from './verify-failure-message';

interface DomainRowProps {
  domain: CustomDomainView;
  proxyHost: string;
  isOpen: boolean;
  onToggle: () => void;
  onChanged: (domain: CustomDomainView) => void;
  onDeleted: (id: string) => void;
}

/** One domain: status, Setup/Hide, Verify while unverified, delete; its setup when open. */
export function DomainRow({
  domain,
  proxyHost,
  isOpen,
  onToggle,
  onChanged,
  onDeleted,
}: DomainRowProps) {
  const toast = useToast();
  const { organizationId, may } = useDomainWorkspace();
  const [isDeleting, setIsDeleting] = useState(false);
  const setupId = `setup-${domain.id}`;

  const verify = useSubmit({
    send: () => verifyCustomDomain(organizationId, domain.id),
    message: thrownVerifyMessage,
    onSuccess: (reply) => {
      if (reply.domain) onChanged(reply.domain);
      if (reply.verified) toast.success('Domain verified successfully!');
      else toast.error(verificationFailureMessage(reply.issues, proxyHost));
    },
    onError: (message) => toast.error(message),
  });
  const forwarding = useSubmit({
    send: (forwardQuery: boolean) =>
      changeDomainSettings(organizationId, domain.id, { forward_query: forwardQuery }),
    onSuccess: (reply) => {
      onChanged(reply.domain);
      toast.success(
        reply.domain.forward_query
          ? 'New links on this domain will forward query strings.'
          : 'New links on this domain will not forward query strings.',
      );
    },
    onError: (message) => toast.error(message),
  });

  return (
    <li className="border-t border-slate-200 first:border-t-0 dark:border-slate-800">
      <div className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h3 className="font-semibold break-all text-slate-900 dark:text-white">
            {domain.display_domain}
          </h3>
          {domain.display_domain !== domain.domain ? (
            <p className="text-xs break-all text-slate-600 dark:text-slate-400">{domain.domain}</p>
          ) : null}
          <div className="mt-1.5">
            <DomainStatus domain={domain} />
          </div>
          {may.update ? (
            <label className="mt-2 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
              <input
                type="checkbox"
                checked={domain.forward_query}
                disabled={forwarding.isBusy}
                onChange={(event) => void forwarding.run(event.target.checked)}
                className={`size-4 rounded accent-indigo-600 ${focusRing}`}
              />
              {/* Each domain's switch named for it, the visible text kept short. */}
              <span aria-hidden="true">New links forward the visitor's query string</span>
              <span className="sr-only">
                New links on {domain.display_domain} forward the visitor's query string
              </span>
            </label>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={isOpen}
            aria-controls={setupId}
            aria-label={`${isOpen ? 'Hide' : 'Setup'} ${domain.display_domain}`}
            onClick={onToggle}
          >
            {isOpen ? 'Hide' : 'Setup'}
          </Button>
          {domain.status !== 'verified' && may.update ? (
            <Button
              size="sm"
              onClick={() => void verify.run()}
              disabled={verify.isBusy}
              aria-busy={verify.isBusy}
              aria-label={`${verify.isBusy ? 'Verifying...' : 'Verify'} ${domain.display_domain}`}
            >
              {verify.isBusy ? (
                <span
                  aria-hidden="true"
                  data-testid="verify-spinner"
                  className="size-3.5 animate-spin rounded-full border-2 border-white/40 border-t-white"
                />
              ) : null}
              {verify.isBusy ? 'Verifying...' : 'Verify'}
            </Button>
          ) : null}
          {may.delete ? (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Delete ${domain.display_domain}`}
              onClick={() => setIsDeleting(true)}
            >
              <span className="text-red-700 dark:text-red-400">Delete</span>
            </Button>
          ) : null}
        </div>
      </div>
      <div id={setupId} hidden={!isOpen} className="pb-5">
        {isOpen ? <DomainSetup domain={domain} proxyHost={proxyHost} /> : null}
        {isOpen && may.update ? <AppLinkFiles domain={domain} onChanged={onChanged} /> : null}
      </div>
      {isDeleting ? (
        <DeleteDomainDialog
          domain={domain}
          onDeleted={onDeleted}
          onClose={() => setIsDeleting(false)}
        />
      ) : null}
    </li>
  );
}
