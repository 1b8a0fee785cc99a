import { Link } from 'react-router';
import { RequireAdmin } from '../../app/require-admin';
import { focusRing } from '../../app/ui/focus-ring';
import { DisabledLists } from './disabled-lists';
import { TakedownForm } from './takedown-form';
import { useSetLinkDisabled, useSetUserDisabled } from './use-moderation';

/** /admin/moderation: take a link or a user down, or bring them back (the server checks too). */
export function ModerationPage() {
  return (
    <RequireAdmin>
      <ModerationScreen />
    </RequireAdmin>
  );
}

function ModerationScreen() {
  const link = useSetLinkDisabled();
  const user = useSetUserDisabled();
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Moderation · Kurz</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">
        Moderation
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        A disabled link shows visitors a 'This link has been disabled' page instead of forwarding,
        on every server within seconds. A disabled user is signed out, cannot sign in, and all their
        links are disabled. Reports arrive in the{' '}
        <Link
          to="/admin/inbox?tab=link-reports&page=1"
          className={`rounded font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`}
        >
          inbox
        </Link>
        .
      </p>
      <div className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2">
        <TakedownForm
          title="A link"
          label="Short URL"
          placeholder="https://kurz.link/abc123"
          isBusy={link.isBusy}
          error={link.error}
          onSend={(shortUrl, isDisabled, reason) => link.run({ shortUrl, isDisabled, reason })}
        />
        <TakedownForm
          title="A user"
          label="Email"
          type="email"
          placeholder="someone@example.com"
          isBusy={user.isBusy}
          error={user.error}
          onSend={(email, isDisabled, reason) => user.run({ email, isDisabled, reason })}
        />
      </div>
      <div className="mt-10">
        <DisabledLists />
      </div>
    </section>
  );
}
