import { SectionCard } from './section-card';

const PROVIDER_NAMES: Record<string, string> = {
  google: 'Google',
  github: 'GitHub',
  oidc: 'your organisation’s single sign-on',
};

/** Signs in with email and password: only those users may change either (spec 001 §2). */
export const isSsoAccount = (providers: readonly string[]) => !providers.includes('credential');

/** In place of the email and password sections for users who sign in through a provider. */
export function SsoNotice({ providers }: { providers: readonly string[] }) {
  const names = providers.map((provider) => PROVIDER_NAMES[provider] ?? provider);
  const through = names.length > 0 ? names.join(' or ') : 'a sign-in provider';
  return (
    <SectionCard title="SSO Account">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        You sign in with {through}. Your email address and password are managed there, so they
        cannot be changed here.
      </p>
    </SectionCard>
  );
}
