/**
 * A page a short-link host answers by itself (Link Not Found, link disabled). The web app
 * cannot run there (its files and API are the main site's), so it stands alone: no scripts,
 * no external files, one inline <style> and a link home.
 */
export interface StandalonePage {
  title: string;
  /** Extra <meta> tags, whole. */
  meta: string[];
  style: string;
  text: string;
  /** Markup after the text (a form, a button), whole and escaped by its maker. */
  extra?: string;
}

export function standalonePage(mainSite: URL, page: StandalonePage): string {
  const home = escapeHtml(mainSite.origin);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
${page.meta.map((tag) => `${tag}\n`).join('')}<title>${page.title} · Kurz</title>
<style>${page.style}</style>
</head>
<body>
<main>
<h1>${page.title}</h1>
<p>${page.text}</p>
${page.extra ?? ''}<a href="${home}/">Go Home</a>
</main>
</body>
</html>
`;
}

/**
 * The headers of a standalone page answered by the redirect path: a CSP allowing nothing
 * but its own <style> and, with `formAction`, where its form may go.
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
    `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`,
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
