import type { HttpMethod } from './openapi';

/** Each colour pair keeps AA contrast for its small bold text, in light and dark. */
const COLOURS: Record<HttpMethod, string> = {
  get: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  post: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-950 dark:text-indigo-300',
  put: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  patch: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-300',
  delete: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300',
};

export function MethodBadge({
  method,
  className = '',
}: {
  method: HttpMethod;
  className?: string;
}) {
  return (
    <span
      className={`inline-block w-14 shrink-0 rounded px-1.5 py-0.5 text-center font-mono text-xs font-bold uppercase ${COLOURS[method]} ${className}`}
    >
      {method}
    </span>
  );
}
