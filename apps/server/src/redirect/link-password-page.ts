import { escapeHtml, standalonePage } from './standalone-page.js';

/**
 * The page of a password-protected link: the password is posted to the same
 * address (never in a query string), with `message` after a wrong one or too many.
 */
export function linkPasswordPage(mainSite: URL, message?: string): string {
  const alert = message ? `<p class="error" role="alert">${escapeHtml(message)}</p>\n` : '';
  return standalonePage(mainSite, {
    title: 'This link is protected',
    meta: ['<meta name="robots" content="noindex">'],
    text: 'Enter the password you were given to continue.',
    isHomeSecondary: true,
    extra: `${alert}<form method="post">
<label for="password">Password</label>
<input id="password" name="password" type="password" required autofocus autocomplete="off" maxlength="128">
<button type="submit">Continue</button>
</form>
`,
  });
}

/**
 * Where the password form may go: here, then the destination it redirects to (Chromium
 * holds a form's redirects to form-action too).
 */
export const PASSWORD_FORM_ACTION = "'self' http: https:";
