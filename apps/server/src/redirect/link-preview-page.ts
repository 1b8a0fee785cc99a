import { escapeHtml, standalonePage } from './standalone-page.js';

/**
 * `/{code}+`: where a short link leads, shown before anyone follows it; the
 * button goes to `next` (the destination, or the short link itself for one that hides it:
 * a password, or a click limit that only a visit may spend). No click is counted here.
 */
export function linkPreviewPage(
  mainSite: URL,
  shown: { destination: string | null; next: string; isProtected: boolean },
): string {
  const text =
    shown.destination === null
      ? shown.isProtected
        ? 'This short link is protected by a password: its destination shows once the password is typed.'
        : 'This short link can be opened a limited number of times: its destination shows when it is opened.'
      : 'This short link leads to:';
  const destination =
    shown.destination === null
      ? ''
      : `<p class="destination">${escapeHtml(shown.destination)}</p>\n`;
  return standalonePage(mainSite, {
    title: 'Link preview',
    meta: ['<meta name="robots" content="noindex">'],
    isHomeSecondary: true,
    text,
    extra: `${destination}<a class="button" href="${escapeHtml(shown.next)}" rel="noreferrer">Continue</a>\n`,
  });
}
