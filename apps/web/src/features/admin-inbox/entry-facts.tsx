/** An inbox entry's labelled facts, then its free text (if any) as the person wrote it. */
export function EntryFacts({
  facts,
  note,
  className,
}: {
  facts: ReadonlyArray<readonly [string, string]>;
  note: string | null;
  className: string;
}) {
  return (
    <>
      <dl className={`grid gap-x-6 gap-y-1 ${className}`}>
        {facts.map(([term, value]) => (
          <div key={term} className="flex gap-2">
            <dt className="shrink-0 text-slate-500 dark:text-slate-400">{term}:</dt>
            {/* wrap-anywhere: a long URL breaks where it must, words stay whole */}
            <dd className="wrap-anywhere">{value}</dd>
          </div>
        ))}
      </dl>
      {note ? <p className="mt-3 whitespace-pre-wrap break-words">{note}</p> : null}
    </>
  );
}
