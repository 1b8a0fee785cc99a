import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { postAs, signUpAndConfirm } from './accounts.js';

/** A public address literal: a webhook endpoint saved without DNS, never called here. */
const ENDPOINT = 'https://93.184.215.14/hooks';
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

export interface PaidUser {
  /** The session, as a Cookie header. */
  cookie: string;
  /** The team with links of its own. */
  teamId: string;
}

async function created<T = unknown>(reply: Promise<Response>): Promise<T> {
  const answer = await reply;
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  return (await answer.json()) as T;
}

/**
 * A new Enterprise user (`email` must be in ADMIN_EMAILS: the plan is set through the
 * admin's test-plan route) whose every paid screen has something to show: clicked links, two
 * domains, three keys, two webhook endpoints and two teams, the first with links of its own.
 */
export async function seedPaidUser(url: string, email: string): Promise<PaidUser> {
  const cookie = await signUpAndConfirm(url, { email, name: 'Paula Paid' });
  await created(postAs(url, cookie, '/api/admin/test-plan', { plan: 'enterprise' }));
  const { organization: team } = await created<{ organization: { id: string } }>(
    postAs(url, cookie, '/api/organizations', { name: 'Steady Team', slug: 'steady-team' }),
  );
  await created(
    postAs(url, cookie, '/api/organizations', { name: 'Second Team', slug: 'second-team' }),
  );
  // In bulk through API keys: /api/shorten takes 60 a minute from one address, which the
  // calling test file may have spent.
  await createInBulk(url, cookie, {}, 'paid', 6);
  await createInBulk(url, cookie, { organization_id: team.id }, 'team', 8);
  for (let index = 0; index < 6; index++) {
    // Clicks as a browser makes them, so the analytics have humans to count.
    for (let click = 0; click <= index; click++) {
      const hop = await fetch(`${url}/paid-${index}`, {
        redirect: 'manual',
        headers: { 'user-agent': BROWSER_AGENT },
      });
      expect(hop.status).toBe(302);
    }
  }
  for (const name of ['links.steady-shop.com', 'go.steady-shop.com'])
    await created(postAs(url, cookie, '/api/custom-domains', { domain: name }));
  for (const name of ['Website', 'CRM sync'])
    await created(postAs(url, cookie, '/api/api-keys', { name, scopes: ['links:read'] }));
  for (const description of ['CRM sync', 'Data warehouse'])
    await created(
      postAs(url, cookie, '/api/webhooks', {
        url: `${ENDPOINT}/${description.length}`,
        description,
        events: ['link.created', 'link.clicked'],
      }),
    );
  // The click writer flushes within a second: wait until the report counts every click.
  await expect
    .poll(
      async () => {
        const reply = await postAs(url, cookie, '/api/analytics-real', { format: 'json' });
        return ((await reply.json()) as { data?: { totals: { clicks: number } } }).data?.totals
          .clicks;
      },
      { timeout: 10_000 },
    )
    .toBe(21);
  return { cookie, teamId: team.id };
}

/** `count` links coded `prefix-0`… made in one call by a new key of the workspace. */
async function createInBulk(
  url: string,
  cookie: string,
  workspace: { organization_id?: string },
  prefix: string,
  count: number,
): Promise<void> {
  const key = (await (
    await postAs(url, cookie, '/api/api-keys', {
      name: `Nightly ${prefix} import`,
      scopes: ['links:write'],
      ...workspace,
    })
  ).json()) as { secret: string };
  const links = Array.from({ length: count }, (_, index) => ({
    full_url: `https://example.com/${prefix}/${index}`,
    short_url: `${prefix}-${index}`,
  }));
  const reply = await fetch(`${url}/api/v1/links/bulk`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key.secret}`, 'content-type': 'application/json' },
    body: JSON.stringify({ links }),
  });
  expect(reply.status, await reply.clone().text()).toBe(200);
  expect(((await reply.json()) as { created: number }).created).toBe(count);
}

export interface PaidScreen {
  name: string;
  path: (teamId: string) => string;
  /** The screen's own data requests, which a test may hold to see it loading. */
  data: RegExp;
  /** What its skeleton announces while that data is on its way. */
  loading: string;
  /** Resolves once the seeded data shows. */
  ready: (page: Page) => Promise<void>;
}

/** The screens the seeded user fills, each with what shows that its data has arrived. */
export const PAID_SCREENS: PaidScreen[] = [
  {
    name: 'analytics',
    path: () => '/user/analytics',
    data: /\/api\/analytics-real/,
    loading: 'Loading analytics...',
    ready: (page) => page.getByRole('link', { name: /^Analytics for .*paid-5$/ }).waitFor(),
  },
  {
    name: 'custom domains',
    path: () => '/user/domains',
    data: /\/api\/custom-domains/,
    loading: 'Loading custom domains...',
    ready: (page) => page.getByText('go.steady-shop.com').first().waitFor(),
  },
  {
    name: 'API keys',
    path: () => '/user/api-access',
    data: /\/api\/api-keys/,
    loading: 'Loading API keys...',
    ready: (page) =>
      page.getByRole('table', { name: 'API keys' }).getByText('Nightly paid import').waitFor(),
  },
  {
    name: 'webhooks',
    path: () => '/user/api-access/webhooks',
    data: /\/api\/webhooks/,
    loading: 'Loading webhooks...',
    ready: (page) => page.getByText('Data warehouse').first().waitFor(),
  },
  {
    name: 'teams',
    path: () => '/teams',
    data: /\/api\/organizations/,
    loading: 'Loading teams...',
    ready: (page) => page.getByRole('link', { name: /Second Team/ }).waitFor(),
  },
  {
    name: "a team's page",
    path: (teamId) => `/teams/${teamId}`,
    data: /\/api\/(organizations|team-urls|links)/,
    loading: 'Loading team...',
    ready: async (page) => {
      await page.getByText('https://example.com/team/7').first().waitFor();
      await page.getByRole('region', { name: 'Members' }).getByText('Paula Paid').waitFor();
      await page.getByRole('region', { name: 'Activity' }).getByRole('listitem').first().waitFor();
    },
  },
];
