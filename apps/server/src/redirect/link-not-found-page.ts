import { standalonePage } from './standalone-page.js';

/** The 404 page of a short-link host: same words as the app's Link Not Found page (spec 000 §8). */
export function linkNotFoundPage(mainSite: URL): string {
  return standalonePage(mainSite, {
    title: 'Link Not Found',
    meta: [],
    text: "This short link doesn't exist or has been removed.",
  });
}
