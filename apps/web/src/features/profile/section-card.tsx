import { type ReactNode, useId } from 'react';

interface SectionCardProps {
  title: string;
  description?: string;
  /** Buttons beside the title (e.g. Refresh). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile screen, announced as a region by its title. */
export function SectionCard({ title, description, actions, children }: SectionCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{description}</p>
          ) : null}
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}
