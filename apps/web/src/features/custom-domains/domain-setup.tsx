import { type CustomDomainView, DNS_SUGGESTED_TTL } from '@kurz/shared';
import type { ReactNode } from 'react';
import { DnsRecordsTable } from './dns-records-table';
import { PROVIDER_ADVICE } from './provider-advice';

interface DomainSetupProps {
  domain: CustomDomainView;
  /** Where customers point their domains (the spec's 'Vercel'). */
  proxyHost: string;
}

/** The part of a subdomain most providers ask for as the record's name ('links'). */
const hostLabel = (domain: string) => domain.split('.').slice(0, -2).join('.');

/**
 * The setup area of spec 001 §2: the records, the recommended forwarding method, the
 * advanced CNAME method (subdomains only), the A-or-CNAME warning and provider advice.
 */
export function DomainSetup({ domain, proxyHost }: DomainSetupProps) {
  const name = domain.is_subdomain ? hostLabel(domain.domain) : '@';
  return (
    <div className="space-y-5 text-sm text-slate-700 dark:text-slate-300">
      <SetupBlock title="DNS records">
        <p className="mb-3">
          Create these records at your DNS provider. The TXT record proves the domain is yours; keep
          it after verification.
        </p>
        <DnsRecordsTable records={domain.records} />
      </SetupBlock>

      <SetupBlock title="Recommended: web forwarding">
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>
            Forward <Mono>{name}</Mono>
            {domain.is_subdomain ? ' (the subdomain)' : ' (the domain itself)'} to{' '}
            <Mono>{proxyHost}</Mono>, and add the TXT record above.
          </li>
          <li>
            Use a fresh subdomain that serves nothing else yet, so no old record gets in the way.
          </li>
          <li>
            Test it: after a few minutes, <Mono>{domain.domain}</Mono> should reach{' '}
            <Mono>{proxyHost}</Mono>.
          </li>
          <li>Click Verify.</li>
        </ol>
      </SetupBlock>

      <SetupBlock title="Advanced: CNAME record">
        {domain.is_subdomain ? (
          <p>
            Create a CNAME record named <Mono>{name}</Mono> with the value <Mono>{proxyHost}</Mono>{' '}
            and a TTL of {DNS_SUGGESTED_TTL} (or Auto).
          </p>
        ) : (
          <p>
            Not available for apex domains such as <Mono>{domain.domain}</Mono>: DNS allows no CNAME
            there. Use a subdomain instead, for example <Mono>links.{domain.domain}</Mono>.
          </p>
        )}
      </SetupBlock>

      <div
        role="note"
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-100"
      >
        <strong className="font-semibold">Important:</strong> a subdomain may carry an A record or a
        CNAME, never both. Delete any existing forwarding or records for <Mono>{name}</Mono> first.
      </div>

      <SetupBlock title="Provider advice">
        <dl className="grid gap-3 sm:grid-cols-2">
          {PROVIDER_ADVICE.map((provider) => (
            <div
              key={provider.name}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <dt className="font-semibold text-slate-900 dark:text-white">{provider.name}</dt>
              <dd className="mt-1">{provider.advice}</dd>
            </div>
          ))}
        </dl>
      </SetupBlock>
    </div>
  );
}

function SetupBlock({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h4 className="mb-2 font-semibold text-slate-900 dark:text-white">{title}</h4>
      {children}
    </section>
  );
}

function Mono({ children }: { children: ReactNode }) {
  return (
    <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-xs wrap-anywhere text-slate-900 dark:bg-slate-800 dark:text-slate-100">
      {children}
    </code>
  );
}
