import { LegalPage, type LegalSection } from './legal-page';

const SECTIONS: readonly LegalSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        Kurz is a URL shortener. This policy explains what we store when you visit our site, use a
        short link, or have an account, why we store it, and what you can do about it.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <>
        <p>When you sign up we keep:</p>
        <ul>
          <li>your email address, your name if you give one, and your avatar if you upload one;</li>
          <li>
            a hash of your password (never the password itself), or the fact that you signed in with
            Google, GitHub or your company’s sign-in;
          </li>
          <li>your plan and, if you pay, the customer id our payment provider gives us;</li>
          <li>your teams and your role in each of them.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Your links',
    body: (
      <p>
        For each short link we keep its destination, its short code and domain, when it was made and
        by whom. Custom domains you add are stored with their verification status. Links you delete
        stop working at once.
      </p>
    ),
  },
  {
    title: 'Click analytics',
    body: (
      <>
        <p>When someone opens a short link we record one click with:</p>
        <ul>
          <li>
            the time, the country (looked up on our own server), browser, operating system and
            device type;
          </li>
          <li>the referring site’s host name, and whether the visitor looks like a bot;</li>
          <li>
            a visitor hash, to count unique visitors: a one-way hash of the IP address and browser
            made with a secret salt that changes every day, so visitors cannot be followed from one
            day to the next.
          </li>
        </ul>
        <p>
          We never keep the raw IP address of anyone who clicks a link: so that no click is lost if
          the server stops suddenly, it is written to the server's own disk only until the click is
          recorded, then deleted within minutes. Link owners see these figures only in aggregate.
        </p>
      </>
    ),
  },
  {
    title: 'Cookies',
    body: (
      <p>
        We use cookies only to keep you signed in. We do not use advertising or tracking cookies,
        and we do not sell or share your data for advertising. Your browser also remembers your
        dark-mode choice and current workspace in local storage on your own device.
      </p>
    ),
  },
  {
    title: 'Payments',
    body: (
      <p>
        Payments are handled by Stripe. Your card details go straight to Stripe and never reach our
        servers; we receive your subscription’s status and plan. Stripe’s own privacy policy applies
        to what they process.
      </p>
    ),
  },
  {
    title: 'Messages you send us',
    body: (
      <p>
        Messages from the contact and enterprise forms are stored so our team can answer them, and
        are emailed to our support inbox. We use them only to reply to you.
      </p>
    ),
  },
  {
    title: 'How long we keep data, and your rights',
    body: (
      <p>
        We keep your account and links for as long as you have an account. You may ask us at any
        time, through the contact page, for a copy of your data, to correct it, or to delete your
        account; deleting it removes your profile, your links and their analytics.
      </p>
    ),
  },
];

/** /privacy (spec 001 §2): what we keep, in plain language. */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="November 2026"
      summary="In short: we keep what we need to run your account and your links, we never keep the IP address of people who click them, we use cookies only to keep you signed in, and Stripe handles payments."
      sections={SECTIONS}
    />
  );
}
