import { FEATURES } from './feature-list';

export function FeatureHighlights() {
  return (
    <section
      aria-labelledby="features-heading"
      className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24"
    >
      <h2
        id="features-heading"
        className="text-center text-3xl font-bold tracking-tight text-slate-900 dark:text-white"
      >
        Everything a link needs
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600 dark:text-slate-300">
        Start free, then add what you use as you grow.
      </p>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <li
            key={feature.title}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-center justify-between">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-5"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <span className="text-xs font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
                {feature.plan}
              </span>
            </div>
            <h3 className="mt-4 font-semibold text-slate-900 dark:text-white">{feature.title}</h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
