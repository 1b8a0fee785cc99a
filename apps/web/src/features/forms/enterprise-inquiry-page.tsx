import { useState } from 'react';
import { EnterpriseInquiryForm } from './enterprise-inquiry-form';
import { InquiryThankYou } from './inquiry-thank-you';

const BENEFITS = [
  'Unlimited custom domains and links',
  'Team workspaces with roles and permissions',
  'Custom branding and integrations',
  'Expedited support from a named contact',
] as const;

/** /enterprise-inquiry (spec 001 §2): the lead form, then a thank-you view. */
export function EnterpriseInquiryPage() {
  const [thanks, setThanks] = useState<string | null>(null);
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
      <title>Enterprise Inquiry · Kurz</title>
      <div className="lg:col-span-2">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          Kurz Enterprise
        </p>
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          Talk to our enterprise team
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          Tell us about your company and how you use links. We will answer within 24 hours with a
          plan and a price that fit.
        </p>
        <ul className="mt-8 flex flex-col gap-3">
          {BENEFITS.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-slate-700 dark:text-slate-300">
              <span aria-hidden="true" className="mt-0.5 text-emerald-600 dark:text-emerald-400">
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900">
        {thanks === null ? (
          <EnterpriseInquiryForm onSent={setThanks} />
        ) : (
          <InquiryThankYou message={thanks} />
        )}
      </div>
    </section>
  );
}
