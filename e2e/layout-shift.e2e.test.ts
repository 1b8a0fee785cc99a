import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { PAID_SCREENS, type PaidUser, seedPaidUser } from './support/paid-user.js';
import { useServerAndBrowser } from './support/setup.js';

const PAID = 'paid-steady@example.com';
// The paid user sets their own plan through the admin test-plan route.
const e2e = useServerAndBrowser({ ADMIN_EMAILS: PAID });

const VIEWPORTS = [
  ['desktop', { width: 1280, height: 720 }],
  ['mobile', { width: 390, height: 844 }],
] as const;

interface Shift {
  value: number;
  at: number;
  sources: string[];
}

/**
 * A context whose pages record every layout shift from their very start (the observer is
 * registered before any of the page's scripts, with `buffered` for the ones before it).
 */
async function watchedContext(
  viewport: { width: number; height: number },
  cookie?: string,
): Promise<BrowserContext> {
  const context = await e2e.browser.newContext({ viewport });
  if (cookie) await context.addCookies(browserCookies(cookie, e2e.server.url));
  await context.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: { node?: Node | null }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node;
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`.slice(0, 80)
            : String(node?.nodeName);
        });
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return context;
}

/** The shifts so far, once the page has nothing left to fetch. */
async function shiftsOf(page: Page): Promise<{ total: number; shifts: Shift[] }> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

let user: Promise<string> | undefined;
/** One user with 50 links, made through the API on first use (the shorten limit is per minute). */
function userWith50Links(): Promise<string> {
  user ??= (async () => {
    const cookie = await signUpAndConfirm(e2e.server.url, {
      email: 'steady@example.com',
      name: 'Steady User',
    });
    for (let index = 0; index < 50; index++) {
      const created = await postAs(e2e.server.url, cookie, '/api/shorten', {
        full_url: `https://example.com/article/${index}`,
        short_url: `steady-${index}`,
      });
      expect(created.status).toBe(200);
    }
    return cookie;
  })();
  return user;
}

let paid: Promise<PaidUser> | undefined;
/** The paid user, seeded on first use. */
function paidUser(): Promise<PaidUser> {
  paid ??= seedPaidUser(e2e.server.url, PAID);
  return paid;
}

const API_DELAY_MS = 400;

describe('steady pages: cumulative layout shift under 0.1', () => {
  it.each(VIEWPORTS)('the dashboard of a user with 50 links (%s)', async (_name, viewport) => {
    const cookie = await userWith50Links();
    const context = await watchedContext(viewport, cookie);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/user/dashboard`);
    await page.getByRole('heading', { name: 'Your URLs (50)' }).waitFor();
    await page.getByText(`https://example.com/article/49`).first().waitFor();
    const { total, shifts } = await shiftsOf(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
    await context.close();
  });

  it.each(
    VIEWPORTS.flatMap(([name, viewport]) => [
      ['/', 'Transform long URLs into short, shareable links', name, viewport],
      ['/pricing', 'Pricing', name, viewport],
      ['/auth', 'Welcome back', name, viewport],
    ]),
  )('%s shows "%s" steadily (%s)', async (path, heading, _name, viewport) => {
    const context = await watchedContext(viewport);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}${path}`);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const { total, shifts } = await shiftsOf(page);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
    await context.close();
  });

  it.each(
    VIEWPORTS.flatMap(([name, viewport]) =>
      PAID_SCREENS.map(
        ({ name: screen, path, ready }) => [screen, name, viewport, path, ready] as const,
      ),
    ),
  )(
    'the %s screen of a paid user with data (%s)',
    async (_screen, _name, viewport, path, ready) => {
      const { cookie, teamId } = await paidUser();
      const context = await watchedContext(viewport, cookie);
      const page = await context.newPage();
      // A network slower than loopback, so each skeleton is drawn before its data replaces it.
      await page.route('**/api/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, API_DELAY_MS));
        await route.continue();
      });
      await page.goto(`${e2e.server.url}${path(teamId)}`);
      await ready(page);
      const { total, shifts } = await shiftsOf(page);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.1);
      await context.close();
    },
  );
});
