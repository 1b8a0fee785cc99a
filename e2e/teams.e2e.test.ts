import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  browserCookies,
  E2E_PASSWORD,
  newestMailTo,
  postAs,
  signUpAndConfirm,
} from './support/accounts.js';
import { artifactPath } from './support/browser.js';
import { useDestination } from './support/destination.js';
import { useServerAndBrowser } from './support/setup.js';

const OWNER = 'owner@example.com';
const destination = useDestination('/team-landing');
// The owner may set their own plan through the admin test-plan API.
const e2e = useServerAndBrowser({ ADMIN_EMAILS: OWNER });

/** The invitation link of the newest mail to `email`, as a path on the server. */
async function invitationPath(email: string): Promise<string> {
  const mail = await newestMailTo(e2e.server.url, email);
  const link = /https?:\/\/\S*\/team\/invite\/[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeDefined();
  return new URL(link ?? '').pathname;
}

async function signedInPage(browser: Browser, cookie: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies(browserCookies(cookie, e2e.server.url));
  return context.newPage();
}

describe('team workspaces', () => {
  it("an enterprise owner creates a team and invites a member, who joins signed out and creates a link; a viewer cannot; in the team's workspace /create, the dashboard and analytics follow", async () => {
    const url = e2e.server.url;
    const ownerCookie = await signUpAndConfirm(url, { email: OWNER, name: 'Olivia Owner' });
    expect(
      (await postAs(url, ownerCookie, '/api/admin/test-plan', { plan: 'enterprise' })).status,
    ).toBe(200);
    // Bob has an account already; the newest mail to him will be the invitation.
    await signUpAndConfirm(url, { email: 'bob@example.com', name: 'Bob Member' });

    // The owner creates the team: the slug follows the name and is checked as typed.
    const owner = await signedInPage(e2e.browser, ownerCookie);
    await owner.goto(`${url}/teams/create`);
    await owner.getByLabel('Team name').fill('Acme Marketing');
    await expect(owner.getByLabel('Slug').inputValue()).resolves.toBe('acme-marketing');
    await owner.getByText('Available', { exact: true }).waitFor();
    await owner.getByRole('button', { name: 'Create Team' }).click();
    await owner.waitForURL(/\/teams\/(?!create$)[^/]+$/);
    const teamPath = new URL(owner.url()).pathname;
    const teamId = teamPath.split('/').pop() ?? '';
    await owner.getByRole('heading', { level: 1, name: 'Acme Marketing' }).waitFor();

    // And invites Bob as a member.
    await owner.getByRole('link', { name: 'Invite Members' }).click();
    await owner.getByLabel('Email', { exact: true }).fill('bob@example.com');
    await owner.getByLabel('Role').selectOption('member');
    await owner.getByRole('button', { name: 'Send invitation' }).click();
    await owner.getByText('Invitation sent to bob@example.com').waitFor();
    await owner
      .getByRole('region', { name: 'Pending invitations' })
      .getByText('bob@example.com')
      .waitFor();

    // Bob opens the link signed out, signs in, and lands on the team with the toast.
    const bobContext = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const bob = await bobContext.newPage();
    await bob.goto(url + (await invitationPath('bob@example.com')));
    await bob.getByRole('heading', { level: 1, name: 'Join Acme Marketing' }).waitFor();
    await bob.getByRole('button', { name: 'Sign in to accept' }).click();
    await bob.waitForURL(/\/auth/);
    await bob.getByLabel('Email').fill('bob@example.com');
    await bob.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await bob.getByRole('button', { name: 'Sign In', exact: true }).click();
    await bob.waitForURL(`${url}${teamPath}`);
    await bob.getByText('Successfully joined Acme Marketing!').waitFor();

    // Bob (free) creates a team link with the one shortener, in the team, and it redirects.
    await bob.getByRole('link', { name: 'Create Link' }).click();
    await bob.getByText('Acme Marketing workspace').first().waitFor();
    await bob.getByLabel('Long URL').fill(destination.url);
    await bob.getByLabel('Custom Short URL').fill('acme-launch');
    await bob.getByRole('button', { name: 'Shorten URL' }).click();
    await bob.getByText('Your shortened URL is ready!').waitFor();
    await bob.goto(`${url}/acme-launch`);
    expect(bob.url()).toBe(destination.url);
    await bobContext.close();

    // Carol joins as a viewer: no Create Link button, and the server refuses her.
    const carolCookie = await signUpAndConfirm(url, { email: 'carol@example.com', name: 'Carol' });
    // Free and in no team yet, she meets the spec's gate at /teams.
    const carol = await signedInPage(e2e.browser, carolCookie);
    await carol.goto(`${url}/teams`);
    await carol.getByText('Requires Enterprise subscription').waitFor();
    await carol.getByRole('link', { name: 'Upgrade to Enterprise' }).waitFor();
    const invited = await postAs(url, ownerCookie, '/api/organization-members', {
      org_id: teamId,
      email: 'carol@example.com',
      role: 'viewer',
    });
    expect(invited.status).toBe(201);
    const carolToken = (await invitationPath('carol@example.com')).split('/').pop() ?? '';
    const accepted = await postAs(
      url,
      carolCookie,
      `/api/invitations?token=${carolToken}&action=accept`,
      {},
    );
    expect(accepted.status).toBe(200);
    // Once a member, she sees the team, though her plan is free.
    await carol.goto(`${url}${teamPath}`);
    await carol.getByRole('heading', { level: 1, name: 'Acme Marketing' }).waitFor();
    await carol.getByText('acme-launch').first().waitFor();
    await expect(carol.getByRole('link', { name: 'Create Link' }).count()).resolves.toBe(0);
    await expect(carol.getByRole('button', { name: /^Edit / }).count()).resolves.toBe(0);
    await expect(carol.getByRole('button', { name: /^Delete / }).count()).resolves.toBe(0);
    const refused = await postAs(url, carolCookie, '/api/shorten-team', {
      organization_id: teamId,
      full_url: destination.url,
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: string }).error).toBe(
      "You don't have permission to create URLs for this team. Please contact your team administrator.",
    );
    await carol.context().close();

    // The owner switches to the team: /create makes the team's link, 'View in Dashboard →'
    // lists it (with Bob's), and analytics shows the team.
    await owner.goto(`${url}/user/dashboard`);
    await owner.getByText('Personal workspace').first().waitFor();
    await owner.getByRole('button', { name: 'Olivia Owner' }).click();
    await owner
      .getByRole('list', { name: 'Switch workspace' })
      .getByRole('button', { name: 'Acme Marketing' })
      .click();
    await owner.getByText('Switched to Acme Marketing workspace').waitFor();
    await owner.goto(`${url}/create`);
    await owner.getByText('Acme Marketing workspace').first().waitFor();
    await owner.getByLabel('Long URL').fill(destination.url);
    await owner.getByLabel('Custom Short URL').fill('acme-dashboard');
    await owner.getByRole('button', { name: 'Shorten URL' }).click();
    await owner.getByRole('link', { name: 'View in Dashboard →' }).click();
    await owner.waitForURL(`${url}/user/dashboard`);
    await owner.getByRole('link', { name: /\/acme-dashboard$/ }).waitFor();
    await owner.getByRole('link', { name: /\/acme-launch$/ }).waitFor();
    await owner.getByText('Acme Marketing workspace').first().waitFor();
    await owner.goto(`${url}/user/analytics`);
    await owner.getByText(/All links of Acme Marketing/).waitFor();
    await owner.getByText('Acme Marketing workspace').first().waitFor();

    // Screenshots: the team page and an invitation, wide and narrow, light and dark.
    await postAs(url, ownerCookie, '/api/organization-members', {
      org_id: teamId,
      email: 'dana@example.com',
      role: 'manager',
    });
    const danaPath = await invitationPath('dana@example.com');

    // The team's own custom domain, added from its Domains screen.
    await owner.goto(`${url}${teamPath}`);
    await owner.getByRole('link', { name: 'Domains', exact: true }).click();
    await owner.getByRole('heading', { level: 1, name: 'Team Domains' }).waitFor();
    await owner.getByLabel('Add a domain').fill('go.acme-team.com');
    await owner.getByRole('button', { name: 'Add Domain' }).click();
    await owner.getByRole('heading', { name: 'go.acme-team.com' }).waitFor();
    await owner.getByText('Pending verification').first().waitFor();

    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const context = await e2e.browser.newContext({
          viewport: { width, height: 900 },
          colorScheme,
        });
        await context.addCookies(browserCookies(ownerCookie, url));
        const page = await context.newPage();
        await page.goto(`${url}${teamPath}`);
        await page
          .getByRole('region', { name: 'Activity' })
          .getByText('created the team')
          .waitFor();
        await page.screenshot({
          path: artifactPath(`team-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await page.goto(`${url}${teamPath}/domains`);
        await page.getByRole('heading', { name: 'go.acme-team.com' }).waitFor();
        await page.screenshot({
          path: artifactPath(`team-domains-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await context.clearCookies();
        await page.goto(url + danaPath);
        await page.getByRole('heading', { level: 1, name: 'Join Acme Marketing' }).waitFor();
        await page.screenshot({
          path: artifactPath(`invite-${width}-${colorScheme}.png`),
          fullPage: true,
        });
        await context.close();
      }
    }
    await owner.context().close();
  });
});
