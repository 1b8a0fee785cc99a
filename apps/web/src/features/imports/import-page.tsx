import { isPremiumOrHigher } from '@kurz/shared';
import { useAuth } from '../../app/auth-context';
import { LinkButton } from '../../app/ui/link-button';
import { SkeletonRows } from '../../app/ui/skeleton';
import { useProfileSettled } from '../../app/use-profile-settled';
import { useWorkspace } from '../../app/workspace/use-workspace';
import { WorkspaceLabel } from '../../app/workspace/workspace-label';
import { ImportForm } from './import-form';
import { ImportJobsList } from './import-jobs-list';

/**
 * /user/import: moves a workspace's links from another shortener's running service
 * (premium or higher, a role that may create links), and follows the jobs.
 */
export function ImportPage() {
  const { user } = useAuth();
  const workspace = useWorkspace();
  const isSettled = useProfileSettled();
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Import from another shortener · Kurz</title>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
          Import from another shortener
        </h1>
        {user ? <WorkspaceLabel /> : null}
      </div>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Bring every short link of your Bitly, Dub, Shlink, Kutt, YOURLS, Rebrandly or Short.io
        account here, with its code, so the links people already shared keep working on your Kurz
        domain.
      </p>
      <div className="mt-8">
        {!isSettled ? (
          <SkeletonRows label="Loading..." rows={3} rowClassName="h-16" />
        ) : !user ? (
          <Notice text="Please sign in to import your links" to="/auth" action="Sign In" />
        ) : !isPremiumOrHigher(workspace.plan) ? (
          <Notice
            text="Importing links needs the premium plan or higher"
            to="/pricing"
            action="Upgrade to Premium"
          />
        ) : (
          <>
            {workspace.can('urls', 'create') ? (
              <section
                aria-label="New import"
                className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
              >
                <ImportForm />
              </section>
            ) : (
              <p className="text-slate-700 dark:text-slate-300">
                Your role in {workspace.label} may not add links: you can follow its imports below.
              </p>
            )}
            <ImportJobsList />
          </>
        )}
      </div>
    </div>
  );
}

function Notice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-6 text-center sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-xl font-semibold text-slate-900 dark:text-white">{text}</h2>
      <LinkButton to={to} className="mt-5">
        {action}
      </LinkButton>
    </section>
  );
}
