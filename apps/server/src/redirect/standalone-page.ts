import { VISITOR_PAGE_STYLE, VISITOR_PAGE_STYLE_HASH } from './visitor-page-style.js';

/**
 * A page a short-link host answers by itself (Link Not Found, link disabled). The web app
 * cannot run there (its files and API are the main site's), so it stands alone: no scripts,
 * no external files, the logo drawn inline, one hashed <style> and a link home.
 */
export interface StandalonePage {
  title: string;
  /** Extra <meta> tags, whole. */
  meta: string[];
  text: string;
  /** Markup after the text (a form, a button), whole and escaped by its maker. */
  extra?: string;
  /** 'Go Home' as the page's button; pages with a button of their own make it a plain link. */
  isHomeSecondary?: boolean;
}

const LOGO = `<svg aria-hidden="true" viewBox="0 0 32 32"><defs><linearGradient id="kurz-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#6366f1"/><stop offset="1" stop-color="#a855f7"/></linearGradient></defs><rect width="32" height="32" rx="8" fill="url(#kurz-logo)"/><path d="M10 8v16M10 16l9-8M13 14l7 10" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" fill="none"/></svg>`;

export function standalonePage(mainSite: URL, page: StandalonePage): string {
  const home = escapeHtml(mainSite.origin);
  const homeClass = page.isHomeSecondary ? 'home' : 'button';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
${page.meta.map((tag) => `${tag}\n`).join('')}<title>${page.title} · Kurz</title>
<style>${VISITOR_PAGE_STYLE}</style>
</head>
<body>
<header><a class="brand" href="${home}/">${LOGO}Kurz</a></header>
<main>
<h1>${page.title}</h1>
<p>${page.text}</p>
${page.extra ?? ''}<a class="${homeClass}" href="${home}/">Go Home</a>
</main>
</body>
</html>
`;
}

/**
 * The headers of a standalone page answered by the redirect path: a CSP allowing nothing
 * but its own hashed <style> and, with `formAction`, where its form may go.
 */
export function standalonePageHeaders(page: Buffer, formAction = "'none'"): string[] {
  return [
    'content-type',
    'text/html; charset=utf-8',
    'content-length',
    String(page.length),
    'cache-control',
    'private, no-store',
    'content-security-policy',
    `default-src 'none'; style-src ${VISITOR_PAGE_STYLE_HASH}; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`,
    'x-content-type-options',
    'nosniff',
    'referrer-policy',
    // A form's page: with no-referrer, Chromium posts `Origin: null`, which the CSRF guard
    // refuses from a signed-in browser; same-origin still tells other sites nothing.
    formAction === "'none'" ? 'no-referrer' : 'same-origin',
  ];
}

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
