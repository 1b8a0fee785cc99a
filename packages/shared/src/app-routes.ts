/**
 * Who a page is for, as crawlers see it: `marketing` pages are listed in the sitemap,
 * `open` ones may be crawled but are not listed, `private` ones are refused in robots.txt.
 */
export type PageAudience = 'marketing' | 'open' | 'private';

export interface AppPage {
  /** A React Router pattern without the leading slash: '' is the home page. */
  readonly path: string;
  readonly audience: PageAudience;
}

/**
 * Every page of the web app (apps/web/src/app/routes.tsx, which a web test holds equal to
 * this list). The server answers these paths with the app and 200, and any other path on
 * the app host with the app's not-found screen and 404.
 */
export const APP_PAGES: readonly AppPage[] = [
  { path: '', audience: 'marketing' },
  { path: 'create', audience: 'open' },
  { path: 'auth', audience: 'open' },
  { path: 'pricing', audience: 'marketing' },
  { path: 'privacy', audience: 'marketing' },
  { path: 'terms', audience: 'marketing' },
  { path: 'contact', audience: 'marketing' },
  { path: 'enterprise-inquiry', audience: 'marketing' },
  { path: 'report', audience: 'marketing' },
  { path: 'features/analytics', audience: 'marketing' },
  { path: 'features/api', audience: 'marketing' },
  { path: 'user/profile', audience: 'private' },
  { path: 'user/domains', audience: 'private' },
  { path: 'user/dashboard', audience: 'private' },
  { path: 'user/import', audience: 'private' },
  { path: 'user/analytics', audience: 'private' },
  { path: 'user/api-access', audience: 'private' },
  { path: 'user/api-access/docs', audience: 'private' },
  { path: 'user/api-access/usage', audience: 'private' },
  { path: 'user/api-access/webhooks', audience: 'private' },
  { path: 'admin/moderation', audience: 'private' },
  { path: 'admin/inbox', audience: 'private' },
  { path: 'admin/users', audience: 'private' },
  { path: 'admin/custom-enterprise-checkout', audience: 'private' },
  { path: 'teams', audience: 'private' },
  { path: 'teams/create', audience: 'private' },
  { path: 'teams/:teamId', audience: 'private' },
  { path: 'teams/:teamId/settings', audience: 'private' },
  { path: 'teams/:teamId/invite', audience: 'private' },
  { path: 'teams/:teamId/urls', audience: 'private' },
  { path: 'teams/:teamId/urls/create', audience: 'private' },
  { path: 'teams/:teamId/urls/:urlId/edit', audience: 'private' },
  { path: 'teams/:teamId/domains', audience: 'private' },
  { path: 'team/invite/:token', audience: 'private' },
];

const segmentsOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => segment !== '')
    .map(safeDecode);

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const PATTERNS = APP_PAGES.map((page) => segmentsOf(page.path));

/**
 * Whether `pathname` (no query) opens one of the app's pages, matched as React Router
 * does: decoded, static segments case-insensitively, a `:param` against any one segment,
 * empty segments and a trailing slash ignored.
 */
export function isAppPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => {
        const segment = segments[i] as string;
        return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
      }),
  );
}

/** The first path segments of the app's pages, which can never be short codes. */
export const APP_PAGE_SEGMENTS: ReadonlySet<string> = new Set(
  PATTERNS.flatMap((pattern) => pattern.slice(0, 1)),
);
