import { PAGE_STYLE } from './link-disabled-page.js';
import { escapeHtml, standalonePage } from './standalone-page.js';

const FORM_STYLE = `${PAGE_STYLE}
form { display: grid; gap: 0.75rem; margin-top: 1.5rem; text-align: left; }
label { font-weight: 600; }
input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #94a3b8; border-radius: 0.5rem; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid #818cf8; outline-offset: 2px; }
button { font: inherit; font-weight: 600; padding: 0.75rem 1.5rem; border: 0; border-radius: 0.5rem; background: #4f46e5; color: #fff; cursor: pointer; }
.error { color: #b91c1c; font-weight: 600; }
@media (prefers-color-scheme: dark) { .error { color: #fca5a5; } input { background: #0f172a; color: #f8fafc; border-color: #475569; } }
`;

/**
 * The page of a password-protected link: the password is posted to the same
 * address (never in a query string), with `message` after a wrong one or too many.
 */
export function linkPasswordPage(mainSite: URL, message?: string): string {
  const alert = message ? `<p class="error" role="alert">${escapeHtml(message)}</p>\n` : '';
  return standalonePage(mainSite, {
    title: 'This link is protected',
    meta: ['<meta name="robots" content="noindex">'],
    style: FORM_STYLE,
    text: 'Enter the password you were given to continue.',
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
