import { API_SHORTEN_EXAMPLE_REPLY, apiShortenExample } from '@kurz/shared';

const RESPONSE = JSON.stringify(API_SHORTEN_EXAMPLE_REPLY, null, 2).replace(/\n}$/, ',\n  …\n}');

/** A request and its answer, as the API docs show them, for the teaser page. */
export function ApiPreview() {
  // This very server's address, so the command runs as written once KURZ_API_KEY is set.
  const request = apiShortenExample(window.location.origin);
  return (
    <figure className="overflow-hidden rounded-2xl border border-slate-800 bg-slate-950 shadow-lg">
      <div className="flex items-center gap-1.5 border-b border-slate-800 px-4 py-3">
        <span aria-hidden="true" className="size-3 rounded-full bg-red-400" />
        <span aria-hidden="true" className="size-3 rounded-full bg-amber-400" />
        <span aria-hidden="true" className="size-3 rounded-full bg-emerald-400" />
        <figcaption className="ml-3 text-xs text-slate-400">
          Shorten a link from your code
        </figcaption>
      </div>
      <pre className="overflow-x-auto p-4 text-sm leading-relaxed text-slate-100">
        <code>{request}</code>
      </pre>
      <pre className="overflow-x-auto border-t border-slate-800 p-4 text-sm leading-relaxed text-emerald-300">
        <code>{RESPONSE}</code>
      </pre>
    </figure>
  );
}
