import { createHash } from 'node:crypto';

const PAGE_STYLE = `body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0; text-align: center; }
a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #4f46e5; color: #fff; text-decoration: none; font-weight: 600; }
`;
/** The CSP's allowance for this page's one inline style (security-headers.ts). */
export const LINK_NOT_FOUND_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/**
 * The 404 page of a short-link host. The web app cannot run there (its files and API are
 * the main site's), so this page stands alone: no scripts, a link home. Same words as the
 * app's Link Not Found page (spec 000 §8).
 */
export function linkNotFoundPage(mainSite: URL): string {
  const home = mainSite.origin.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>Link Not Found · Kurz</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Link Not Found</h1>
<p>This short link doesn't exist or has been removed.</p>
<a href="${home}/">Go Home</a>
</main>
</body>
</html>
`;
}
