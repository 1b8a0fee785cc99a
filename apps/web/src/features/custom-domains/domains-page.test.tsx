import { DOMAIN_MESSAGES, TIMINGS } from '@kurz/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugLog } from '../../lib/debug-log';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { domainsReply, domainView, PROXY_HOST } from '../../test/custom-domains';
import { renderRoute } from '../../test/render-route';
import { ADA_SESSION, SIGNED_OUT_SESSION, stubFetch } from '../../test/stub-fetch';
import { TEAMS_KEY, teamsReply, teamView } from '../../test/team-fixtures';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = 'GET /api/custom-domains';
const ADD = 'POST /api/custom-domains';
const UPDATE = 'PUT /api/custom-domains';
const ACME = 'links.acme-shop.com';

type Routes = Parameters<typeof stubFetch>[0];

function adaOn(plan: string, routes: Routes = {}): Routes {
  const profile = { ...ADA_SESSION['GET /api/profile'].body, subscription_plan: plan };
  return { ...ADA_SESSION, 'GET /api/profile': { body: profile }, ...routes };
}

async function openPanel(routes: Routes) {
  const fetch = stubFetch(routes);
  renderRoute('/user/domains', { withAuth: true });
  await screen.findByRole('heading', { level: 1, name: 'Custom Domains' }, { timeout: 3000 });
  // The title shows while the plan loads too: the panel or the offer says it has arrived.
  await screen.findByRole(
    'heading',
    { name: /^(Your domains|Team domains|Premium Feature)$/ },
    { timeout: 3000 },
  );
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  return { fetch, user };
}

const field = () => screen.getByLabelText('Add a domain');
const addButton = () => screen.getByRole('button', { name: /^(Add Domain|Adding\.\.\.)$/ });
const notifications = () => within(screen.getByRole('region', { name: 'Notifications' }));

describe('the Custom Domains panel', () => {
  it('asks a signed-out visitor to sign in', async () => {
    stubFetch(SIGNED_OUT_SESSION);
    renderRoute('/user/domains', { withAuth: true });
    expect(
      await screen.findByRole('heading', { name: 'Please sign in to manage your custom domains' }),
    ).toBeVisible();
  });

  it('shows users below premium the Premium Feature card and never asks for their domains', async () => {
    const { fetch } = await openPanel(adaOn('free'));
    expect(screen.getByRole('heading', { name: 'Premium Feature' })).toBeVisible();
    expect(
      screen.getByText('Custom domains are available for Premium subscribers and above.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Upgrade to Premium' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    // The user's own domains are never asked for in the team's workspace.
    expect(fetch.bodies(LIST)).toHaveLength(0);
  });

  it('shows a skeleton of the list while loading, then the empty state and the counter', async () => {
    let answer: (response: Response) => void = () => {};
    await openPanel(
      adaOn('premium', { [LIST]: () => new Promise<Response>((resolve) => (answer = resolve)) }),
    );
    expect(await screen.findByText('Loading custom domains...')).toBeVisible();
    answer(Response.json(domainsReply([]).body));
    expect(await screen.findByText('No custom domains added yet')).toBeVisible();
    expect(screen.getByText('0 / 1')).toBeVisible();
    expect(field()).toHaveAttribute('placeholder', 'Enter your domain (e.g., links.yourbrand.com)');
    expect(addButton()).toBeDisabled();
  });

  it('counts against ∞ for an unlimited plan', async () => {
    await openPanel(adaOn('enterprise', { [LIST]: domainsReply([domainView(ACME)], null) }));
    expect(await screen.findByText('1 / ∞')).toBeVisible();
  });

  it('toasts when the list cannot be loaded, and offers a retry', async () => {
    await openPanel(adaOn('premium', { [LIST]: { status: 500, body: { error: 'boom' } } }));
    expect(await notifications().findByText('Failed to load custom domains')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it.each([
    ['blank after normalising', 'https://www./', DOMAIN_MESSAGES.required],
    ['too long', `${`${'a'.repeat(60)}.`.repeat(5)}com`, DOMAIN_MESSAGES.tooLong],
    ['badly formed', 'links.-acme.com', DOMAIN_MESSAGES.format],
    ['reserved', 'links.example.com', DOMAIN_MESSAGES.reserved],
    ['the proxy host', PROXY_HOST, DOMAIN_MESSAGES.reserved],
  ])('refuses a domain that is %s before any call', async (_label, input, message) => {
    const { user, fetch } = await openPanel(adaOn('premium', { [LIST]: domainsReply([]) }));
    await screen.findByText('No custom domains added yet');
    await user.type(field(), input);
    await user.click(addButton());
    expect(await notifications().findByText(message)).toBeVisible();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(fetch.bodies(ADD)).toEqual([]);
  });

  it('normalises the input, adds the domain, toasts and opens its setup', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetch } = await openPanel(
      adaOn('pro', {
        [LIST]: domainsReply([domainView('go.beans.co', { status: 'verified' })], 10),
        [ADD]: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    await screen.findByRole('heading', { name: 'go.beans.co' });
    await user.click(screen.getByRole('button', { name: 'Setup go.beans.co' }));
    await user.type(field(), '  HTTPS://www.Links.Acme-Shop.com/path?q=1 ');
    await user.click(addButton());
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    expect(fetch.bodies(ADD)).toEqual([{ domain: ACME }]);
    answer(Response.json({ domain: domainView(ACME) }, { status: 201 }));

    expect(
      await notifications().findByText('Domain added! Configure DNS records to verify.'),
    ).toBeVisible();
    expect(field()).toHaveValue('');
    expect(screen.getByText('2 / 10')).toBeVisible();
    expect(screen.getByText('Pending verification')).toBeVisible();
    // Adding opens the new domain's setup and closes the other one.
    expect(screen.getByRole('button', { name: `Hide ${ACME}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Setup go.beans.co' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.getAllByRole('table', { name: 'DNS records' })).toHaveLength(1);
  });

  it.each([
    [
      'a refusal in the server words',
      { status: 400, body: { error: 'Domain already added', code: 'already_exists' } },
      'Domain already added',
    ],
    [
      'a server failure',
      { status: 500, body: { error: 'Internal Server Error' } },
      'Failed to add domain',
    ],
  ])('toasts %s when adding fails', async (_label, reply, message) => {
    const { user } = await openPanel(adaOn('premium', { [LIST]: domainsReply([]), [ADD]: reply }));
    await screen.findByText('No custom domains added yet');
    await user.type(field(), ACME);
    await user.click(addButton());
    expect(await notifications().findByText(message)).toBeVisible();
  });

  it('disables the form at the plan limit and says so', async () => {
    await openPanel(adaOn('premium', { [LIST]: domainsReply([domainView(ACME)], 1) }));
    await screen.findByRole('heading', { name: ACME });
    expect(field()).toBeDisabled();
    expect(addButton()).toBeDisabled();
    expect(screen.getByText(/Domain limit reached \(1\)/)).toBeVisible();
  });

  it('shows each status, and Verify only while a domain is not verified', async () => {
    await openPanel(
      adaOn('pro', {
        [LIST]: domainsReply(
          [
            domainView('a.acme-shop.com', { status: 'verified' }),
            domainView('b.acme-shop.com'),
            domainView('c.acme-shop.com', {
              status: 'failing',
              serving_until: '2025-03-09T12:00:00.000Z',
            }),
          ],
          10,
        ),
      }),
    );
    await screen.findByRole('heading', { name: 'a.acme-shop.com' });
    expect(screen.getByText('Active and verified')).toBeVisible();
    expect(screen.getByText('Pending verification')).toBeVisible();
    expect(screen.getByText(/Verification failing: serving until .*2025/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify a.acme-shop.com' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Verify b.acme-shop.com' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify c.acme-shop.com' })).toBeVisible();
  });

  it('shows a Unicode domain as people read it', async () => {
    await openPanel(
      adaOn('premium', {
        [LIST]: domainsReply([
          domainView('links.xn--bcher-kva.de', { display_domain: 'links.bücher.de' }),
        ]),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'links.bücher.de' })).toBeVisible();
    expect(screen.getByText('links.xn--bcher-kva.de')).toBeVisible();
  });

  it('keeps one setup open at a time, with records, methods, warning and providers', async () => {
    const { user } = await openPanel(
      adaOn('pro', {
        [LIST]: domainsReply(
          [
            domainView(ACME),
            domainView('acme-shop.com', {
              records: [
                {
                  type: 'TXT',
                  name: '_kurz-verify.acme-shop.com',
                  value: 'tok',
                  ttl: 300,
                  description: 'Proof.',
                },
                {
                  type: 'A',
                  name: 'acme-shop.com',
                  value: '203.0.113.10',
                  description: 'Points here.',
                },
              ],
            }),
          ],
          10,
        ),
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Setup ${ACME}` }));
    const table = screen.getByRole('table', { name: 'DNS records' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Type', 'Name', 'Value', 'TTL']);
    expect(within(table).getByText('_kurz-verify.links.acme-shop.com')).toBeVisible();
    expect(within(table).getAllByText(PROXY_HOST)[0]).toBeVisible();
    expect(screen.getByText('Recommended: web forwarding')).toBeVisible();
    expect(screen.getByText('Click Verify.')).toBeVisible();
    expect(screen.getByText(/Create a CNAME record named/)).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(
      'a subdomain may carry an A record or a CNAME, never both',
    );
    for (const provider of [
      'GoDaddy',
      'Namecheap',
      'Cloudflare',
      'Route 53',
      'Google Domains',
      'Network Solutions',
    ]) {
      expect(screen.getByText(provider)).toBeVisible();
    }

    // Opening the apex domain closes the subdomain's setup.
    await user.click(screen.getByRole('button', { name: 'Setup acme-shop.com' }));
    expect(screen.getAllByRole('table', { name: 'DNS records' })).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Setup ${ACME}` })).toBeVisible();
    expect(screen.getByText('Auto')).toBeVisible();
    expect(screen.getByText(/Not available for apex domains/)).toHaveTextContent(
      'links.acme-shop.com',
    );
    await user.click(screen.getByRole('button', { name: 'Hide acme-shop.com' }));
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('copies a record value and says Copied for 2 s; a failed copy is only logged', async () => {
    const { user } = await openPanel(
      adaOn('premium', { [LIST]: domainsReply([domainView(ACME)]) }),
    );
    await user.click(await screen.findByRole('button', { name: `Setup ${ACME}` }));
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Copy TXT value' }));
    await act(async () => {});
    expect(writeText).toHaveBeenCalledWith('kurz-verify-19abc');
    expect(screen.getByRole('button', { name: 'Copied TXT value' })).toBeVisible();
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicator - 1));
    expect(screen.getByRole('button', { name: 'Copied TXT value' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy TXT value' })).toBeVisible();
    vi.useRealTimers();

    const warn = vi.spyOn(debugLog, 'warn');
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy CNAME value' }));
    expect(warn).toHaveBeenCalledWith(
      'custom-domains',
      'copying a DNS record value failed',
      expect.any(Error),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("turns the domain's query forwarding for new links off, and says so", async () => {
    const SETTINGS = `PATCH /api/custom-domains/d-${ACME}`;
    const { user, fetch } = await openPanel(
      adaOn('premium', {
        [LIST]: domainsReply([domainView(ACME, { status: 'verified' })]),
        [SETTINGS]: {
          body: { domain: domainView(ACME, { status: 'verified', forward_query: false }) },
        },
      }),
    );
    const toggle = await screen.findByRole('checkbox', {
      name: `New links on ${ACME} forward the visitor's query string`,
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      await notifications().findByText('New links on this domain will not forward query strings.'),
    ).toBeVisible();
    expect(fetch.bodies(SETTINGS)).toEqual([{ forward_query: false }]);
    expect(toggle).not.toBeChecked();
  });

  it("saves the domain's app-link files, and shows the server's refusal", async () => {
    const SETTINGS = `PATCH /api/custom-domains/d-${ACME}`;
    const AASA = { applinks: { details: [] } };
    let answers = 0;
    const { user, fetch } = await openPanel(
      adaOn('premium', {
        [LIST]: domainsReply([domainView(ACME, { status: 'verified' })]),
        [SETTINGS]: () => {
          answers += 1;
          return Promise.resolve(
            answers === 1
              ? Response.json(
                  { error: 'android_asset_links is not valid JSON', code: 'invalid_input' },
                  { status: 400 },
                )
              : Response.json({
                  domain: domainView(ACME, {
                    status: 'verified',
                    apple_app_site_association: AASA,
                  }),
                }),
          );
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Setup ${ACME}` }));
    const apple = screen.getByLabelText('apple-app-site-association');
    const android = screen.getByLabelText('assetlinks.json');
    expect(apple).toHaveAccessibleDescription(/well-known\/apple-app-site-association/);
    fireEvent.change(apple, { target: { value: JSON.stringify(AASA) } });
    fireEvent.change(android, { target: { value: '[{"relation"' } });
    await user.click(screen.getByRole('button', { name: 'Save app links' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'android_asset_links is not valid JSON',
    );
    fireEvent.change(android, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Save app links' }));
    expect(await notifications().findByText('App links saved.')).toBeVisible();
    expect(fetch.bodies(SETTINGS)).toEqual([
      { apple_app_site_association: JSON.stringify(AASA), android_asset_links: '[{"relation"' },
      { apple_app_site_association: JSON.stringify(AASA), android_asset_links: null },
    ]);
  });

  it('spins and disables Verify while verifying, then shows the domain verified', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetch } = await openPanel(
      adaOn('premium', {
        [LIST]: domainsReply([domainView(ACME)]),
        [UPDATE]: () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Verify ${ACME}` }));
    const busy = screen.getByRole('button', { name: `Verifying... ${ACME}` });
    expect(busy).toBeDisabled();
    expect(within(busy).getByTestId('verify-spinner')).toBeInTheDocument();
    expect(fetch.bodies(UPDATE)).toEqual([{ domain_id: `d-${ACME}`, action: 'verify' }]);
    answer(
      Response.json({
        verified: true,
        issues: [],
        domain: domainView(ACME, { status: 'verified' }),
      }),
    );
    expect(await notifications().findByText('Domain verified successfully!')).toBeVisible();
    expect(screen.getByText('Active and verified')).toBeVisible();
    expect(screen.queryByRole('button', { name: `Verify ${ACME}` })).toBeNull();
  });

  it.each([
    [
      'a missing CNAME',
      { body: { verified: false, issues: [`Subdomain not found: ${ACME} has no CNAME record`] } },
      'CNAME record not found. Please add the CNAME record shown above and wait for propagation.',
    ],
    [
      'a CNAME elsewhere, naming the proxy host',
      { body: { verified: false, issues: [`CNAME x.net does not resolve to ${PROXY_HOST}`] } },
      `CNAME record found but not pointing to ${PROXY_HOST}. Check the CNAME value above.`,
    ],
    [
      'no issues',
      { body: { verified: false, issues: [] } },
      'Domain verification failed. Check DNS records and try again.',
    ],
    [
      'a thrown call',
      { status: 404, body: { error: 'Domain not found' } },
      'Verification failed: Domain not found',
    ],
    [
      'an unreadable answer',
      () => Promise.resolve(new Response('<html>', { status: 200 })),
      'Verification failed: Unable to parse error details. Please check the console.',
    ],
  ])('toasts %s after Verify', async (_label, reply, message) => {
    const { user } = await openPanel(
      adaOn('premium', { [LIST]: domainsReply([domainView(ACME)]), [UPDATE]: reply }),
    );
    await user.click(await screen.findByRole('button', { name: `Verify ${ACME}` }));
    expect(await notifications().findByText(message)).toBeVisible();
    expect(screen.getByText('Pending verification')).toBeVisible();
  });

  it('asks before deleting, then removes the domain and closes its setup', async () => {
    const { user, fetch } = await openPanel(
      adaOn('premium', {
        [LIST]: domainsReply([domainView(ACME)]),
        [UPDATE]: { body: { deleted: true } },
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Setup ${ACME}` }));
    await user.click(screen.getByRole('button', { name: `Delete ${ACME}` }));
    const dialog = screen.getByRole('dialog', { name: 'Delete domain' });
    expect(dialog).toHaveTextContent(`Are you sure you want to delete ${ACME}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetch.bodies(UPDATE)).toEqual([]);

    await user.click(screen.getByRole('button', { name: `Delete ${ACME}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('Domain deleted successfully')).toBeVisible();
    expect(fetch.bodies(UPDATE)).toEqual([{ domain_id: `d-${ACME}`, action: 'delete' }]);
    expect(screen.getByText('No custom domains added yet')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('0 / 1')).toBeVisible();
  });

  it('toasts a failed delete and keeps the domain', async () => {
    const { user } = await openPanel(
      adaOn('premium', {
        [LIST]: domainsReply([domainView(ACME)]),
        [UPDATE]: { status: 500, body: {} },
      }),
    );
    await user.click(await screen.findByRole('button', { name: `Delete ${ACME}` }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await notifications().findByText('Failed to delete domain')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('heading', { name: ACME })).toBeVisible());
  });
});

describe('/user/domains in a workspace', () => {
  afterEach(() => localStorage.clear());

  it("shows the selected team's domains, asking with the team's id, to an admin of it", async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    const { fetch, user } = await openPanel(
      adaOn('free', {
        [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'admin')),
        'GET /api/custom-domains?organization_id=t1': domainsReply([], 50),
        [ADD]: { status: 201, body: { domain: domainView(ACME) } },
      }),
    );
    expect(await screen.findByText('Acme workspace')).toBeVisible();
    expect(await screen.findByText('No custom domains added yet')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Team domains' })).toBeVisible();
    await user.type(field(), ACME);
    await user.click(addButton());
    await waitFor(() =>
      expect(fetch.bodies(ADD)).toEqual([{ domain: ACME, organization_id: 't1' }]),
    );
    // The user's own domains are never asked for in the team's workspace.
    expect(fetch.bodies(LIST)).toHaveLength(0);
  });

  it("tells a viewer of the team who adds the team's domains", async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    await openPanel(
      adaOn('pro', {
        [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme', 'viewer')),
        'GET /api/custom-domains?organization_id=t1': domainsReply([domainView(ACME)], 50),
      }),
    );
    expect(await screen.findByRole('heading', { name: ACME })).toBeVisible();
    expect(screen.getByText("Only the team's admins and owner can add domains.")).toBeVisible();
    expect(screen.queryByRole('button', { name: `Delete ${ACME}` })).toBeNull();
  });

  it('names no team in the personal workspace', async () => {
    const { fetch } = await openPanel(adaOn('premium', { [LIST]: domainsReply([]) }));
    expect(await screen.findByText('No custom domains added yet')).toBeVisible();
    expect(screen.getByText('Personal workspace')).toBeVisible();
    expect(fetch.paths().filter((path) => path.includes('organization_id'))).toEqual([]);
  });
});
