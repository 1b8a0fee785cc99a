import { escapeHtml, standalonePage } from './standalone-page.js';

/** The field carrying where the visitor came from across the password form (see `originOf`). */
export const REFERRER_FIELD = 'referrer';

/**
 * The page of a password-protected link: the password is posted to the same
 * address (never in a query string), with `message` after a wrong one or too many.
 * `referrer` (an origin) rides along in the form, so the click it unlocks is credited to
 * the page the visitor came from rather than to this form.
 */
export function linkPasswordPage(
  mainSite: URL,
  { message, referrer }: { message?: string; referrer?: string | undefined } = {},
): string {
  const alert = message ? `<p class="error" role="alert">${escapeHtml(message)}</p>\n` : '';
  const from = referrer
    ? `<input type="hidden" name="${REFERRER_FIELD}" value="${escapeHtml(referrer)}">\n`
    : '';
  return standalonePage(mainSite, {
    title: 'This link is protected',
    meta: ['<meta name="robots" content="noindex">'],
    text: 'Enter the password you were given to continue.',
    isHomeSecondary: true,
    extra: `${alert}<form method="post">
${from}<label for="password">Password</label>
<input id="password" name="password" type="password" required autofocus autocomplete="off" maxlength="128">
<button type="submit">Continue</button>
</form>
`,
  });
}

/**
 * The origin of a referrer (a Referer header, or the form's field, which the visitor may
 * have edited): only an http(s) origin is kept, as click enrichment reads no more.
 */
export function originOf(referrer: unknown): string | undefined {
  if (typeof referrer !== 'string' || referrer.length > 2048) return undefined;
  try {
    const url = new URL(referrer);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the password form may go: here, then the destination it redirects to (Chromium
 * holds a form's redirects to form-action too).
 */
export const PASSWORD_FORM_ACTION = "'self' http: https:";
