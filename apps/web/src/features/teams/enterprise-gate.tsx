import { LinkButton } from '../../app/ui/link-button';
import { TeamPage } from './team-page';

/** Spec 001 §2: what a user below Enterprise (and in no team) sees on a team screen. */
export function EnterpriseGate({ title }: { title: string }) {
  return (
    <TeamPage title={title}>
      <div className="rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <p className="text-lg font-semibold text-slate-900 dark:text-white">
          Requires Enterprise subscription
        </p>
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Team workspaces come with the Enterprise plan.
        </p>
        <LinkButton to="/pricing" className="mt-6">
          Upgrade to Enterprise
        </LinkButton>
      </div>
    </TeamPage>
  );
}
