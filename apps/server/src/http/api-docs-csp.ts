import type { IncomingMessage } from 'node:http';

/** The one app page that renders Scalar's API reference (apps/web features/api-access). */
export const API_DOCS_PAGE = '/user/api-access/docs';

/**
 * Scalar's reference injects <style> elements (its toasts, theme, component styles) and
 * sets some style attributes, which style-src 'self' blocks. Only its page, loaded as a
 * document of its own (the web app reloads into it), gets 'unsafe-inline' for styles:
 * scripts stay 'self' with no eval everywhere, and every other page keeps the strict
 * policy. A hash would not do: with a hash in the list, browsers ignore 'unsafe-inline'.
 */
export function styleSrcFor(request: IncomingMessage, strict: string[]): string {
  const path = (request.url ?? '').split('?')[0]?.replace(/\/+$/, '');
  return path === API_DOCS_PAGE ? "'self' 'unsafe-inline'" : strict.join(' ');
}
