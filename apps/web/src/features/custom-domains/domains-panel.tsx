import type { CustomDomainsReply } from '@kurz/shared';
import { useEffect, useState } from 'react';
import { useToast } from '../../app/toasts/use-toast';
import { LoadError } from '../../app/ui/load-error';
import { AddDomainForm } from './add-domain-form';
import { DomainRow } from './domain-row';
import { useDomainWorkspace } from './domain-workspace';
import { DomainListSkeleton } from './domains-skeleton';
import { useCustomDomains, useUpdateDomainList } from './use-custom-domains';

/**
 * The panel for premium-or-higher users (spec 001 §2): counter, add form and the list; in a
 * team, the team's domains, the add form only for roles that may add.
 */
export function DomainsPanel() {
  const toast = useToast();
  const { organizationId, may } = useDomainWorkspace();
  const query = useCustomDomains(organizationId);
  const updateList = useUpdateDomainList(organizationId);
  // Spec 001 §4: one setup view open at a time; adding opens the new domain's.
  const [openId, setOpenId] = useState<string | null>(null);

  useEffect(() => {
    if (query.isError) toast.error('Failed to load custom domains');
  }, [query.isError, toast]);

  return (
    <section
      aria-labelledby="your-domains"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="your-domains" className="text-lg font-semibold text-slate-900 dark:text-white">
          {organizationId ? 'Team domains' : 'Your domains'}
        </h2>
        {query.data ? <DomainCounter reply={query.data} /> : null}
      </div>
      {query.isPending ? (
        <DomainListSkeleton />
      ) : query.isError ? (
        <div className="mt-5">
          <LoadError error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <>
          {may.create ? (
            <div className="mt-5">
              <AddDomainForm
                count={query.data.domains.length}
                max={query.data.max}
                reserved={[query.data.proxy_host, window.location.hostname]}
                onAdded={(added) => {
                  updateList((domains) => [...domains, added]);
                  setOpenId(added.id);
                }}
              />
            </div>
          ) : (
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              Only the team's admins and owner can add domains.
            </p>
          )}
          {query.data.domains.length === 0 ? (
            <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
              No custom domains added yet
            </p>
          ) : (
            <ul className="mt-4">
              {query.data.domains.map((domain) => (
                <DomainRow
                  key={domain.id}
                  domain={domain}
                  proxyHost={query.data.proxy_host}
                  isOpen={openId === domain.id}
                  onToggle={() => setOpenId((open) => (open === domain.id ? null : domain.id))}
                  onChanged={(changed) =>
                    updateList((domains) => domains.map((d) => (d.id === changed.id ? changed : d)))
                  }
                  onDeleted={(id) => {
                    updateList((domains) => domains.filter((d) => d.id !== id));
                    setOpenId((open) => (open === id ? null : open));
                  }}
                />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function DomainCounter({ reply }: { reply: CustomDomainsReply }) {
  const count = reply.domains.length;
  const max = reply.max === null ? '∞' : String(reply.max);
  const spoken =
    reply.max === null ? `${count} domains used, unlimited` : `${count} of ${max} domains used`;
  return (
    <p className="text-sm font-medium text-slate-600 tabular-nums dark:text-slate-400">
      <span aria-hidden="true">
        {count} / {max}
      </span>
      <span className="sr-only">{spoken}</span>
    </p>
  );
}
