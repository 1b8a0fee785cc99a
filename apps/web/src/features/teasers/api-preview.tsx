const REQUEST = `curl -X POST https://kurz.example/api/shorten \\
  -H "Authorization: Bearer $KURZ_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"full_url": "https://example.com/spring-sale"}'`;

const RESPONSE = `{
  "shortened_url": "https://kurz.link/Sp1ngSa1"
}`;

/** A request and its answer, as the API docs show them, for the teaser page. */
export function ApiPreview() {
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
        <code>{REQUEST}</code>
      </pre>
      <pre className="overflow-x-auto border-t border-slate-800 p-4 text-sm leading-relaxed text-emerald-300">
        <code>{RESPONSE}</code>
      </pre>
    </figure>
  );
}
