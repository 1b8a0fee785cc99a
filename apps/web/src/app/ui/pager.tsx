import type { ReactNode } from 'react';
import { Button } from './button';

/** Previous and Next around a line saying where the list is; `label` names the landmark. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  children,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  children: ReactNode;
}) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </nav>
  );
}
