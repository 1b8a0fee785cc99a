import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

/**
 * The CSP has no 'unsafe-inline' (scripts or styles): every screen of the built app, with
 * data in it (a link with clicks, the analytics charts, the admin inbox), renders in
 * Chromium without one violation. A library that injects a <style> or an inline handler
 * would show up here first.
 */

const EMAIL = 'csp@example.com';
const destination = useDestination('/landing');
const e2e = useServerAndBrowser({ ADMIN_EMAILS: EMAIL });

const SCREENS = [
  '/',
  '/auth',
  '/pricing',
  '/contact',
  '/enterprise-inquiry',
  '/features/analytics',
  '/privacy',
  '/user/dashboard',
  '/user/profile',
  '/user/analytics',
  '/admin/inbox',
  '/no-such-code',
];

/** Violations the page reports, gathered before any of its scripts run. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

describe('the content security policy', () => {
  it('lets every screen render without a violation', async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, { email: EMAIL, name: 'Csp Tester' });
    await postAs(e2e.server.url, cookie, '/api/admin/test-plan', { plan: 'premium' });
    await postAs(e2e.server.url, cookie, '/api/shorten', {
      full_url: destination.url,
      short_url: 'csp-link',
    });
    await fetch(`${e2e.server.url}/csp-link`, { redirect: 'manual' });

    const context = await e2e.browser.newContext();
    await context.addCookies(browserCookies(cookie, e2e.server.url));
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const found: string[] = [];
    for (const screen of SCREENS) {
      await page.goto(e2e.server.url + screen);
      await page.waitForLoadState('networkidle');
      for (const violation of await violations()) found.push(`${screen}: ${violation}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
