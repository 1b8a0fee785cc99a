import { standalonePage } from './standalone-page.js';

/**
 * The 451 page of a link taken down: an admin disabled the link or its
 * owner, or its destination is on the blocklist. Answered on short-link hosts too, so it
 * is a standalone page like Link Not Found.
 */
export function linkDisabledPage(mainSite: URL): string {
  return standalonePage(mainSite, {
    title: 'This link has been disabled',
    meta: ['<meta name="robots" content="noindex">'],
    text: 'This short link was disabled because it broke our rules, for example by leading to phishing, malware or spam. It no longer forwards anywhere.',
  });
}
