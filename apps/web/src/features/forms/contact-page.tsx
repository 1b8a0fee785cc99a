import { Link } from 'react-router';
import { focusRing } from '../../app/ui/focus-ring';
import { ContactForm } from './contact-form';
import { SocialLinks } from './social-links';

const LINK = `rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`;

/** /contact (spec 001 §2): the form, plus social links and where else to go. */
export function ContactPage() {
  return (
    <section className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-5">
      <title>Contact · Kurz</title>
      <div className="lg:col-span-2">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 dark:text-white">
          Contact Us
        </h1>
        <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">
          A question about your links, your plan or your account? Write to us and a person will
          answer, usually within one working day.
        </p>
        <dl className="mt-8 flex flex-col gap-5 text-sm">
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Sales and larger teams</dt>
            <dd className="mt-1 text-slate-600 dark:text-slate-400">
              Tell us about your company in the{' '}
              <Link to="/enterprise-inquiry" className={LINK}>
                enterprise inquiry form
              </Link>
              .
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Plans and billing</dt>
            <dd className="mt-1 text-slate-600 dark:text-slate-400">
              Compare plans on the{' '}
              <Link to="/pricing" className={LINK}>
                pricing page
              </Link>
              .
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900 dark:text-white">Follow Kurz</dt>
            <dd className="mt-3">
              <SocialLinks />
            </dd>
          </div>
        </dl>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-6 text-xl font-semibold text-slate-900 dark:text-white">
          Send us a message
        </h2>
        <ContactForm />
      </div>
    </section>
  );
}
