import { LoadError } from '../../app/ui/load-error';
import { Pager } from '../../app/ui/pager';
import { USERS_PAGE_SIZE } from './admin-users-api';
import { useUsersPage } from './use-admin-users';
import { COLUMNS, UserRow } from './user-row';

/** One page of users: a table on wide screens, a card per user on narrow ones. */
export function UsersList({
  search,
  page,
  onPage,
}: {
  search: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const query = useUsersPage(search, page);
  if (query.isPending) return <UsersSkeleton />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 py-16 text-center text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {search ? `No user matches "${search}".` : 'No users yet.'}
      </p>
    );
  }
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <div
        aria-hidden="true"
        className={`hidden gap-4 px-4 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:grid dark:text-slate-400 ${COLUMNS}`}
      >
        <span>User</span>
        <span>Plan</span>
        <span>Links this month</span>
        <span>Teams</span>
        <span className="text-right">Account</span>
      </div>
      <ul aria-label="Users" aria-busy={query.isPlaceholderData} className="flex flex-col gap-3">
        {items.map((user) => (
          <UserRow key={user.id} user={user} />
        ))}
      </ul>
      <Pager label="User pages" page={page} pages={pages} onPage={onPage}>
        Page {page} of {pages} · {total} {total === 1 ? 'user' : 'users'}
      </Pager>
    </div>
  );
}

/** Rows of the size the users will take, so nothing below jumps when they arrive. */
function UsersSkeleton() {
  return (
    <div role="status" aria-label="Loading users..." className="flex flex-col gap-3">
      {['a', 'b', 'c', 'd'].map((key) => (
        <div
          key={key}
          className="h-28 animate-pulse rounded-2xl border border-slate-200 bg-slate-100 motion-reduce:animate-none lg:h-20 dark:border-slate-800 dark:bg-slate-900"
        />
      ))}
      <span className="sr-only">Loading users...</span>
    </div>
  );
}
