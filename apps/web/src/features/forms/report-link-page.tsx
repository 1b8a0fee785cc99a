import { useSearchParams } from 'react-router';
import { ReportLinkForm } from './report-link-form';

/** /report: anyone reports a short link that leads to phishing, malware or spam. */
export function ReportLinkPage() {
  // `?url=` fills the short URL in, for links to this page from elsewhere.
  const [search] = useSearchParams();
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
      <title>Report a link · Kurz</title>
      <div className="lg:col-span-2">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          Report a link
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Did a Kurz short link take you to a page that asks for passwords, installs something or
          floods you with spam? Tell us which one and we will look at it.
        </p>
        <ul className="mt-8 flex list-disc flex-col gap-2 pl-5 text-sm text-slate-600 dark:text-slate-400">
          <li>A link that breaks our rules is disabled for everyone who follows it.</li>
          <li>Your email is optional; we only use it if we have a question about your report.</li>
          <li>Do not enter passwords or codes on a page you are unsure of.</li>
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-6 text-xl font-semibold text-slate-900 dark:text-white">
          Which link, and why?
        </h2>
        <ReportLinkForm initialShortUrl={search.get('url') ?? ''} />
      </div>
    </section>
  );
}
