import { standalonePage } from './standalone-page.js';

/**
 * The 410 page of a link past its expiry with no URL to send visitors to
 * instead; standalone, like the other pages of short-link hosts.
 */
export function linkExpiredPage(mainSite: URL): string {
  return standalonePage(mainSite, {
    title: 'Link expired',
    meta: ['<meta name="robots" content="noindex">'],
    text: 'This short link has expired and no longer forwards anywhere. Ask whoever shared it for a new one.',
  });
}
