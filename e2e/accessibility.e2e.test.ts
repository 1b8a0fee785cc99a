import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserCookies, postAs, signUpAndConfirm } from './support/accounts.js';
import { PAID_SCREENS, type PaidUser, seedPaidUser } from './support/paid-user.js';
import { useServerAndBrowser } from './support/setup.js';

const PRO = 'axe-pro@example.com';
const PAID = 'axe-paid@example.com';
// Both users set their own plan through the admin test-plan route.
const e2e = useServerAndBrowser({ ADMIN_EMAILS: `${PRO},${PAID}` });

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

interface Verdict {
  violations: Violation[];
  /** The rules that found nodes to check and passed them. */
  passes: string[];
}

/** axe-core's verdict on the page as it stands, by every rule it runs by default. */
async function axeVerdict(page: Page): Promise<Verdict> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const result = await (window as unknown as { axe: typeof axe }).axe.run(document);
    return {
      passes: result.passes.map((rule) => rule.id),
      violations: result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        nodes: violation.nodes.map((node) => ({
          target: node.target.map(String),
          failureSummary: node.failureSummary,
        })),
      })),
    };
  });
}

function describeViolations(violations: Violation[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
}

let pro: Promise<string> | undefined;
/** One pro user with a few links, for the dashboard and the API reference. */
function proUser(): Promise<string> {
  pro ??= (async () => {
    const url = e2e.server.url;
    const cookie = await signUpAndConfirm(url, { email: PRO, name: 'Ada Access' });
    expect((await postAs(url, cookie, '/api/admin/test-plan', { plan: 'pro' })).status).toBe(200);
    for (let index = 0; index < 3; index++) {
      const created = await postAs(url, cookie, '/api/shorten', {
        full_url: `https://example.com/axe/${index}`,
        short_url: `axe-link-${index}`,
      });
      expect(created.status).toBe(200);
    }
    return cookie;
  })();
  return pro;
}

let paid: Promise<PaidUser> | undefined;
function paidUser(): Promise<PaidUser> {
  paid ??= seedPaidUser(e2e.server.url, PAID);
  return paid;
}

/** axe is injected as a script, which the app's Content-Security-Policy would refuse. */
function schemeContext(scheme: 'light' | 'dark') {
  return e2e.browser.newContext({
    bypassCSP: true,
    colorScheme: scheme,
    viewport: { width: 1280, height: 800 },
  });
}

async function expectNoViolations(page: Page): Promise<void> {
  const { violations, passes } = await axeVerdict(page);
  expect(violations, describeViolations(violations)).toEqual([]);
  // The page was there to judge: its text was measured for contrast, its landmarks found.
  expect(passes).toEqual(expect.arrayContaining(['color-contrast', 'landmark-one-main']));
}

type Ready = (page: Page) => Promise<void>;
const PAGES: [string, boolean, Ready][] = [
  [
    '/',
    false,
    (page) =>
      page
        .getByRole('heading', { level: 1, name: 'Transform long URLs into short, shareable links' })
        .waitFor(),
  ],
  ['/pricing', false, (page) => page.getByRole('heading', { level: 1, name: 'Pricing' }).waitFor()],
  [
    '/auth',
    false,
    (page) => page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor(),
  ],
  [
    '/user/dashboard',
    true,
    async (page) => {
      await page.getByRole('heading', { name: 'Your URLs (3)' }).waitFor();
      await page.getByText('https://example.com/axe/2').first().waitFor();
    },
  ],
  [
    '/user/api-access/docs',
    true,
    (page) => page.getByRole('textbox', { name: 'API key' }).waitFor(),
  ],
];

describe('accessibility: axe-core finds no violations', () => {
  it.each(
    PAGES.flatMap(([path, isSignedIn, ready]) =>
      (['light', 'dark'] as const).map((scheme) => [path, scheme, isSignedIn, ready] as const),
    ),
  )('%s in %s mode', async (path, scheme, isSignedIn, ready) => {
    const context = await schemeContext(scheme);
    if (isSignedIn) await context.addCookies(browserCookies(await proUser(), e2e.server.url));
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}${path}`);
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      scheme === 'dark',
    );
    await expectNoViolations(page);
    await context.close();
  });
});

describe('accessibility: the paid screens, loading and loaded', () => {
  it.each(
    PAID_SCREENS.flatMap((screen) =>
      (['light', 'dark'] as const).map((scheme) => [screen.name, scheme, screen] as const),
    ),
  )('the %s screen in %s mode', async (_name, scheme, screen) => {
    const { cookie, teamId } = await paidUser();
    const context = await schemeContext(scheme);
    await context.addCookies(browserCookies(cookie, e2e.server.url));
    const page = await context.newPage();
    // The screen's data waits until its skeleton has been judged.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(screen.data, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${e2e.server.url}${screen.path(teamId)}`);
    await page.getByText(screen.loading, { exact: true }).waitFor();
    await expectNoViolations(page);
    release();
    await screen.ready(page);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page);
    await context.close();
  });
});
