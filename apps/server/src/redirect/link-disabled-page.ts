import { standalonePage } from './standalone-page.js';

/**
 * The 451 page of a link taken down: an admin disabled the link or its
 * owner, or its destination is on the blocklist. Answered on short-link hosts too, so it
 * is a standalone page like Link Not Found.
 */
export const PAGE_STYLE = `
body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0; padding: 0 1rem; text-align: center; }
main { max-width: 32rem; }
a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #4f46e5; color: #fff; text-decoration: none; font-weight: 600; }
`;

export function linkDisabledPage(mainSite: URL): string {
  return standalonePage(mainSite, {
    title: 'This link has been disabled',
    meta: ['<meta name="robots" content="noindex">'],
    style: PAGE_STYLE,
    text: 'This short link was disabled because it broke our rules, for example by leading to phishing, malware or spam. It no longer forwards anywhere.',
  });
}
