const numberFormat = new Intl.NumberFormat('en');
export const formatCount = (n: number) => numberFormat.format(n);

/** The plan's monthly calls; null is unlimited (enterprise). */
export const formatLimit = (limit: number | null) => (limit === null ? '∞' : formatCount(limit));

/** 'November 2026' from '2026-11', read in UTC like the server's month. */
export function formatMonth(month: string): string {
  return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}
