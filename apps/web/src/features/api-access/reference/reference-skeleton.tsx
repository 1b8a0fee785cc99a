const bar = 'rounded bg-slate-200 motion-safe:animate-pulse dark:bg-slate-800';

/** Holds the reference's place (contents beside, cards below) while its document loads. */
export function ReferenceSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the API reference"
      className="mx-auto grid max-w-5xl gap-8 px-4 sm:px-6 lg:grid-cols-[13rem_minmax(0,1fr)]"
    >
      <div aria-hidden="true" className="hidden space-y-3 lg:block">
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <div key={row} className={`h-5 ${bar}`} />
        ))}
      </div>
      <div aria-hidden="true" className="space-y-6">
        <div className={`h-8 w-48 ${bar}`} />
        <div className={`h-12 ${bar}`} />
        <div className={`h-28 ${bar}`} />
        {[0, 1, 2].map((card) => (
          <div key={card} className={`h-64 rounded-2xl ${bar}`} />
        ))}
      </div>
    </div>
  );
}
