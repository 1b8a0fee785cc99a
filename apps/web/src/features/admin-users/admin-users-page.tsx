import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { RequireAdmin } from '../../app/require-admin';
import { Button } from '../../app/ui/button';
import { TextField } from '../../app/ui/text-field';
import { UsersList } from './users-list';

/** /admin/users: find users, see their plan, usage and teams, set a plan, disable or enable them. */
export function AdminUsersPage() {
  return (
    <RequireAdmin>
      <UsersScreen />
    </RequireAdmin>
  );
}

function UsersScreen() {
  // The search and page live in the URL, so a reload or a shared link opens the same view.
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);
  const go = (nextSearch: string, nextPage: number) =>
    setParams(
      nextSearch ? { search: nextSearch, page: String(nextPage) } : { page: String(nextPage) },
    );
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    go(draft.trim(), 1);
  };

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <title>Users · Kurz</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-white">Users</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">
        Find an account by email or name. Set a plan here when billing happens outside Stripe, or
        disable an account. Each change is recorded in the audit log and the user gets an email
        saying what changed.
      </p>
      <form onSubmit={onSearch} className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          label="Search users"
          type="search"
          placeholder="Email or name"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          maxLength={254}
          className="w-full sm:max-w-md"
        />
        <Button type="submit" className="sm:h-[2.875rem] sm:px-5">
          Search
        </Button>
      </form>
      <div className="mt-8">
        <UsersList search={search} page={page} onPage={(next) => go(search, next)} />
      </div>
    </section>
  );
}
