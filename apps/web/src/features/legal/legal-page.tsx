import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** A plain legal document: title, date, a short summary, then numbered sections. */
export function LegalPage({
  title,
  updated,
  summary,
  sections,
}: {
  title: string;
  updated: string;
  summary: string;
  sections: readonly LegalSection[];
}) {
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <title>{`${title} · Kurz`}</title>
      <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">{title}</h1>
      <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">Last updated {updated}</p>
      <p className="mt-6 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-slate-800 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-slate-200">
        {summary}
      </p>
      {sections.map((section, index) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-xl font-semibold text-slate-900 dark:text-white">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 flex flex-col gap-3 leading-relaxed text-slate-700 dark:text-slate-300 [&_li]:ml-5 [&_li]:list-disc [&_ul]:flex [&_ul]:flex-col [&_ul]:gap-1.5">
            {section.body}
          </div>
        </section>
      ))}
      <p className="mt-12 border-t border-slate-200 pt-6 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
        Questions about this document? Write to us through the{' '}
        <Link
          to="/contact"
          className={`rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
        >
          contact page
        </Link>
        .
      </p>
    </article>
  );
}
