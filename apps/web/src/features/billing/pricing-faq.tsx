const QUESTIONS = [
  {
    question: 'Can I change my plan later?',
    answer: 'Yes. Upgrade or downgrade whenever you like: plan changes are immediate.',
  },
  {
    question: 'Is there a money-back guarantee?',
    answer:
      'Yes. Every paid plan comes with a 30-day money-back guarantee. If Kurz is not right for you, contact us within 30 days for a full refund.',
  },
  {
    question: 'Is there a setup fee?',
    answer: 'No. There is no setup fee on any plan; you pay only the plan price.',
  },
  {
    question: 'What happens to my links if I downgrade?',
    answer:
      'Your short links keep working. Features your new plan does not include, such as extra custom domains or API access, are switched off.',
  },
];

export function PricingFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mx-auto mt-20 max-w-3xl">
      <h2
        id="faq-heading"
        className="text-center text-2xl font-bold text-slate-900 dark:text-white"
      >
        Frequently asked questions
      </h2>
      <div className="mt-8 divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200 dark:divide-slate-800 dark:bg-slate-900 dark:ring-slate-800">
        {QUESTIONS.map((item) => (
          <details key={item.question} className="group p-5">
            <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600 dark:text-white">
              <span className="flex items-center justify-between gap-4">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-slate-500 transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </span>
            </summary>
            <p className="mt-3 text-slate-600 dark:text-slate-300">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
