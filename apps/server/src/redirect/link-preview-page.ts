import { PAGE_STYLE } from './link-disabled-page.js';
import { escapeHtml, standalonePage } from './standalone-page.js';

const PREVIEW_STYLE = `${PAGE_STYLE}
.destination { overflow-wrap: anywhere; font-family: ui-monospace, monospace; padding: 0.75rem; border: 1px solid #cbd5e1; border-radius: 0.5rem; }
a:focus-visible { outline: 3px solid #818cf8; outline-offset: 2px; }
`;

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
    style: PREVIEW_STYLE,
    text,
    extra: `${destination}<a href="${escapeHtml(shown.next)}" rel="noreferrer">Continue</a>\n`,
  });
}
