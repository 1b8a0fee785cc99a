import { createHash } from 'node:crypto';

/**
 * The one stylesheet of the pages short-link hosts answer by themselves (not found,
 * disabled, expired, password, preview): the web app's colours (slate, indigo) and its dark
 * palette, following the system setting since these pages run no script. One sheet for
 * all, so one hash lets it through a CSP without 'unsafe-inline'.
 */
export const VISITOR_PAGE_STYLE = `
:root { color-scheme: light dark; --bg: #f8fafc; --card: #fff; --text: #0f172a; --muted: #475569; --line: #e2e8f0; --accent: #4f46e5; --accent-hover: #4338ca; --focus: #6366f1; --error: #b91c1c; --field: #fff; --field-line: #94a3b8; }
@media (prefers-color-scheme: dark) { :root { --bg: #020617; --card: #0f172a; --text: #f1f5f9; --muted: #94a3b8; --line: #1e293b; --accent: #4f46e5; --accent-hover: #6366f1; --focus: #a5b4fc; --error: #fca5a5; --field: #020617; --field-line: #475569; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; align-items: center; padding: 2rem 1rem; background: var(--bg); color: var(--text); font-family: ui-sans-serif, system-ui, sans-serif; line-height: 1.5; -webkit-font-smoothing: antialiased; }
.brand { display: inline-flex; align-items: center; gap: 0.5rem; color: var(--text); font-size: 1.25rem; font-weight: 800; letter-spacing: -0.025em; text-decoration: none; border-radius: 0.5rem; }
.brand svg { width: 2rem; height: 2rem; }
main { width: 100%; max-width: 28rem; margin: auto 0; padding: 2rem 1.5rem; background: var(--card); border: 1px solid var(--line); border-radius: 1rem; box-shadow: 0 1px 3px rgb(15 23 42 / 0.08); text-align: center; }
h1 { margin: 0; font-size: 1.5rem; line-height: 1.25; letter-spacing: -0.02em; }
p { margin: 0.75rem 0 0; color: var(--muted); }
.button, button { display: inline-block; margin-top: 1.5rem; padding: 0.7rem 1.4rem; border: 0; border-radius: 0.5rem; background: var(--accent); color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
.button:hover, button:hover { background: var(--accent-hover); }
:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
form { display: grid; gap: 0.5rem; margin-top: 1.5rem; text-align: left; }
form button { margin-top: 0.5rem; }
label { font-weight: 600; }
input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid var(--field-line); border-radius: 0.5rem; background: var(--field); color: var(--text); }
.error { color: var(--error); font-weight: 600; }
.destination { overflow-wrap: anywhere; font-family: ui-monospace, monospace; color: var(--text); padding: 0.75rem; border: 1px solid var(--line); border-radius: 0.5rem; }
.home { display: block; margin-top: 1rem; color: var(--muted); font-size: 0.875rem; }
`;

/** The CSP source allowing that sheet, for these pages' own CSP and the app's (security-headers.ts). */
export const VISITOR_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(VISITOR_PAGE_STYLE).digest('base64')}'`;
