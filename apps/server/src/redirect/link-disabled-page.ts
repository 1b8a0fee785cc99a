/**
 * The 451 page of a link taken down (issue 20, item 4): an admin disabled the link or its
 * owner, or its destination is on the blocklist. It stands alone like the Link Not Found
 * page (no scripts, no external files), since it is answered on short-link hosts too.
 */
export function linkDisabledPage(mainSite: URL): string {
  const home = escapeAttribute(mainSite.origin);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>This link has been disabled · Kurz</title>
<style>
body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0; padding: 0 1rem; text-align: center; }
main { max-width: 32rem; }
a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #4f46e5; color: #fff; text-decoration: none; font-weight: 600; }
</style>
</head>
<body>
<main>
<h1>This link has been disabled</h1>
<p>This short link was disabled because it broke our rules, for example by leading to phishing, malware or spam. It no longer forwards anywhere.</p>
<a href="${home}/">Go Home</a>
</main>
</body>
</html>
`;
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/** Its headers: a CSP that allows nothing but this page's own <style>. */
export function linkDisabledHeaders(page: Buffer): string[] {
  return [
    'content-type',
    'text/html; charset=utf-8',
    'content-length',
    String(page.length),
    'cache-control',
    'private, no-store',
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'x-content-type-options',
    'nosniff',
    'referrer-policy',
    'no-referrer',
  ];
}
