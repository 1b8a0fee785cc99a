import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadError } from '../../../app/ui/load-error';
import { api } from '../../../lib/api-client';
import { InlineCode } from './inline-code';
import { groupByTag, type OpenApiDocument } from './openapi';
import { OperationSection } from './operation-section';
import { ReferenceNav, tagTitle } from './reference-nav';
import { ReferenceSkeleton } from './reference-skeleton';

export const OPENAPI_URL = '/api/v1/openapi.json';

/**
 * The reference of /api/v1, drawn from the server's own OpenAPI document: groups,
 * operations, parameters, bodies and answers, each with a form to call it with a pasted
 * key, which stays in this component's memory only.
 */
export default function ApiReference() {
  const query = useQuery({
    queryKey: ['openapi-document'],
    queryFn: () => api.get<OpenApiDocument>(OPENAPI_URL),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [apiKey, setApiKey] = useState('');
  const keyId = useId();

  if (query.isPending) return <ReferenceSkeleton />;
  if (query.isError) {
    return (
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  const document = query.data;
  const groups = groupByTag(document);
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
      <ReferenceNav groups={groups} />
      <div className="min-w-0 space-y-10">
        <div>
          <h2 className="text-2xl font-bold text-slate-900 dark:text-white">
            {document.info.title}{' '}
            <span className="align-middle text-sm font-medium text-slate-600 dark:text-slate-400">
              version {document.info.version}
            </span>
          </h2>
          {document.info.description ? (
            <p className="mt-2 text-slate-700 dark:text-slate-300">
              <InlineCode text={document.info.description} />
            </p>
          ) : null}
          <div className="mt-5 rounded-2xl border border-slate-200 bg-slate-50 p-4 dark:border-slate-800 dark:bg-slate-900/60">
            <label
              htmlFor={keyId}
              className="block text-sm font-medium text-slate-800 dark:text-slate-200"
            >
              API key
            </label>
            <input
              id={keyId}
              type="password"
              autoComplete="off"
              spellCheck={false}
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              aria-describedby={`${keyId}-hint`}
              placeholder="kurz_..."
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:border-slate-700 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400 dark:focus-visible:outline-indigo-400"
            />
            <p id={`${keyId}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
              Sent as <code className="font-mono">Authorization: Bearer</code> by every “Try it”
              below, to {window.location.origin}.
            </p>
          </div>
        </div>
        {groups.map((group) => (
          <section key={group.name} aria-labelledby={group.anchor} className="space-y-4">
            <h2
              id={group.anchor}
              className="scroll-mt-24 text-xl font-bold text-slate-900 dark:text-white"
            >
              {tagTitle(group.name)}
            </h2>
            {group.description ? (
              <p className="text-slate-700 dark:text-slate-300">{group.description}</p>
            ) : null}
            {group.operations.map((entry) => (
              <OperationSection
                key={entry.anchor}
                document={document}
                entry={entry}
                apiKey={apiKey}
              />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
