import { createHash } from 'node:crypto';
import { standalonePage } from './standalone-page.js';

const PAGE_STYLE = `body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 90vh; margin: 0; text-align: center; }
a { display: inline-block; margin-top: 1.5rem; padding: 0.75rem 1.5rem; border-radius: 0.5rem; background: #4f46e5; color: #fff; text-decoration: none; font-weight: 600; }
`;
/** The CSP's allowance for this page's one inline style (security-headers.ts). */
export const LINK_NOT_FOUND_STYLE_HASH = `'sha256-${createHash('sha256').update(PAGE_STYLE).digest('base64')}'`;

/** The 404 page of a short-link host: same words as the app's Link Not Found page (spec 000 §8). */
export function linkNotFoundPage(mainSite: URL): string {
  return standalonePage(mainSite, {
    title: 'Link Not Found',
    meta: [],
    style: PAGE_STYLE,
    text: "This short link doesn't exist or has been removed.",
  });
}
