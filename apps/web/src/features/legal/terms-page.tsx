import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'The service',
    body: (
      <p>
        Kurz turns long web addresses into short links, shows how they are used, and offers paid
        plans with more links, custom domains, QR codes, an API and team workspaces. By creating an
        account or a link you agree to these terms.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        Keep your password and API keys to yourself; you are responsible for what is done with your
        account. Give us a real email address so we can reach you about your account and your links.
      </p>
    ),
  },
  {
    title: 'Acceptable use',
    body: (
      <>
        <p>Short links must not lead to, or be used for:</p>
        <ul>
          <li>phishing, or pages pretending to be someone else to obtain passwords or payments;</li>
          <li>malware, viruses, or anything that harms a visitor’s device;</li>
          <li>spam, including links sent in unsolicited bulk email or messages;</li>
          <li>illegal content, or content that infringes someone else’s rights;</li>
          <li>hiding the destination of a link to get around another service’s safety checks.</li>
        </ul>
        <p>Do not try to overload, probe or get around the limits of the service.</p>
      </>
    ),
  },
  {
    title: 'Our right to disable links and accounts',
    body: (
      <p>
        We may disable any link, custom domain or account that breaks these terms, that we are told
        about by a credible report, or that puts visitors or the service at risk, without notice
        when the harm is urgent. Where we can, we tell you why, and you may reply to contest the
        decision.
      </p>
    ),
  },
  {
    title: 'Plans and billing',
    body: (
      <p>
        Paid plans are billed monthly or yearly in advance through Stripe. Plan changes take effect
        immediately, there is no setup fee, and new subscriptions carry a 30-day money-back
        guarantee. You can manage or cancel your subscription at any time from the billing portal; a
        cancelled plan falls back to Free at the end of its billing period.
      </p>
    ),
  },
  {
    title: 'Your content',
    body: (
      <p>
        Your links and their destinations remain yours. You give us permission to store them and to
        redirect visitors to them, which is what the service does.
      </p>
    ),
  },
  {
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep short links fast and available, but the service is provided as it is,
        without a guarantee that it will never be interrupted. We are not responsible for the
        content of the pages that links lead to. Our liability is limited to what you paid us in the
        twelve months before a claim.
      </p>
    ),
  },
  {
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; when the change matters, we tell account holders by email before
        it applies. Questions, reports of abuse, and complaints reach us through the contact page.
      </p>
    ),
  },
];

/** /terms (spec 001 §2): the rules of the service, in plain language. */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="November 2026"
      summary="In short: use Kurz for honest links. No phishing, malware, spam or illegal content; we may disable links and accounts that break these rules. Paid plans are billed through Stripe and can be cancelled at any time."
      sections={SECTIONS}
    />
  );
}
