import { MESSAGES, TEAM_MESSAGES, TIMINGS } from '@kurz/shared';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugLog } from '../../../lib/debug-log';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { domainsReply, domainView } from '../../../test/custom-domains';
import { renderLoadedRoute } from '../../../test/render-route';
import { stubFetch } from '../../../test/stub-fetch';
import { TEAMS_KEY, teamsReply, teamView } from '../../../test/team-fixtures';
import { adaOn, bare } from './shortener-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SHORTEN = 'POST /api/shorten';
const CREATED = { body: { shortened_url: 'https://kurz.link/Ab3dE6gh' } };
const longUrl = () => screen.getByLabelText('Long URL');

type Routes = Parameters<typeof stubFetch>[0];

async function open(path: string, routes: Routes) {
  const fetch = stubFetch(routes);
  const view = await renderLoadedRoute(path, { withAuth: true });
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  // /create waits for the profile (100 ms after the session) before it shows the form.
  const submit = await screen.findByRole('button', { name: 'Shorten URL' }, { timeout: 3000 });
  return { ...view, fetch, user, submit };
}

describe('the home shortener, signed in', () => {
  it('shows Processing... while working, then the ready panel with Copy → Copied! for 2 s', async () => {
    let answer: (response: Response) => void = () => {};
    const { user, fetch, submit } = await open('/', {
      ...adaOn('free'),
      [SHORTEN]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    expect(
      screen.getByText('Secure URL shortening with analytics and custom domains'),
    ).toBeVisible();
    await user.type(longUrl(), 'https://example.com/a');
    await user.click(submit);

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    answer(Response.json(CREATED.body));

    const panel = await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(within(panel).getByRole('link', { name: 'https://kurz.link/Ab3dE6gh' })).toBeVisible();
    expect(fetch.bodies(SHORTEN)).toEqual([
      { full_url: 'https://example.com/a', user_id: 'u1', use_custom_domain: false },
    ]);
    expect(within(panel).getByRole('link', { name: 'View in Dashboard →' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    expect(within(panel).getByRole('link', { name: 'Get QR Codes with Pro' })).toHaveAttribute(
      'href',
      '/pricing',
    );

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    vi.useFakeTimers();
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy' }));
    await act(async () => {});
    expect(within(panel).getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(writeText).toHaveBeenCalledWith('https://kurz.link/Ab3dE6gh');
    act(() => vi.advanceTimersByTime(TIMINGS.copiedIndicator - 1));
    expect(within(panel).getByRole('button', { name: 'Copied!' })).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    expect(within(panel).getByRole('button', { name: 'Copy' })).toBeVisible();
  });

  it('sends the trimmed custom code', async () => {
    const { user, fetch, submit } = await open('/', { ...adaOn('free'), [SHORTEN]: CREATED });
    await user.type(longUrl(), 'https://example.com');
    await user.type(screen.getByLabelText('Custom Short URL'), '  my-link ');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({ short_url: 'my-link' });
  });

  it("'Shorten another URL' clears the URL, the code and the result", async () => {
    const { user, submit } = await open('/', { ...adaOn('free'), [SHORTEN]: CREATED });
    await user.type(longUrl(), 'https://example.com');
    await user.type(screen.getByLabelText('Custom Short URL'), 'my-link');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Shorten another URL' }));
    expect(longUrl()).toHaveValue('');
    expect(screen.getByLabelText('Custom Short URL')).toHaveValue('');
    expect(screen.queryByRole('region', { name: 'Your shortened URL is ready!' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Shorten URL' })).toBeDisabled();
  });

  it('only logs a failed copy', async () => {
    const warn = vi.spyOn(debugLog, 'warn');
    const { user, submit } = await open('/', { ...adaOn('free'), [SHORTEN]: CREATED });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'shortener',
      'copying the short URL failed',
      expect.any(Error),
    );
  });

  it.each([
    [
      'a taken code',
      { status: 400, body: { error: 'Short URL already exists', code: 'already_exists' } },
      'This custom short URL is already taken. Please choose a different one.',
    ],
    [
      'an inaccessible URL',
      { status: 400, body: { error: 'Invalid URL or not accessible' } },
      "The URL you entered is not accessible. Please check that it's correct and try again.",
    ],
    [
      'other server text',
      { status: 403, body: { error: 'Monthly URL limit reached (100).' } },
      'Monthly URL limit reached (100).',
    ],
    ['a bare 400', bare(400), MESSAGES.badRequest],
    ['a bare 429', bare(429), MESSAGES.tooManyRequests],
    ['a bare 500', bare(500), MESSAGES.serverError],
    ['a bare 502', bare(502), 'Error 502: Unable to shorten URL. Please try again.'],
    ['a success that is not JSON', bare(200, '<html>'), MESSAGES.invalidJson],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), MESSAGES.network],
  ])('shows %s in the error panel', async (_label, reply, message) => {
    const { user, submit } = await open('/', { ...adaOn('free'), [SHORTEN]: reply });
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Unable to shorten URL');
    expect(alert).toHaveTextContent(message);
  });
});

describe('the shortener for premium and pro users', () => {
  const DOMAINS = 'GET /api/custom-domains';

  const ACME = domainView('links.acme-shop.com', { status: 'verified' });

  it('offers a premium user their verified domain, shown as the prefix and sent when ticked', async () => {
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      [DOMAINS]: domainsReply([ACME]),
      [SHORTEN]: CREATED,
    });
    const option = await screen.findByRole('checkbox', {
      name: 'Use custom domain (links.acme-shop.com)',
    });
    expect(option).not.toBeChecked();
    expect(screen.getByText('kurz.link/')).toBeVisible();
    await user.click(option);
    expect(screen.getByText('links.acme-shop.com/')).toBeVisible();
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({
      use_custom_domain: true,
      custom_domain_id: ACME.id,
    });
  });

  it('puts the link on the default short domain while the option is unticked', async () => {
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      [DOMAINS]: domainsReply([ACME]),
      [SHORTEN]: CREATED,
    });
    await screen.findByRole('checkbox', { name: 'Use custom domain (links.acme-shop.com)' });
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)).toEqual([
      { full_url: 'https://example.com', user_id: 'u1', use_custom_domain: false },
    ]);
  });

  it('offers no option for a domain that is still pending verification', async () => {
    const { fetch } = await open('/create', {
      ...adaOn('premium'),
      [DOMAINS]: domainsReply([domainView('links.acme-shop.com')]),
    });
    await waitFor(() => expect(fetch.paths()).toContain('/api/custom-domains'));
    expect(screen.queryByRole('checkbox', { name: /custom domain/ })).toBeNull();
    expect(screen.getByText('kurz.link/')).toBeVisible();
  });

  it('lets a user with several verified domains choose one', async () => {
    const other = domainView('go.beans.co', { status: 'verified' });
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('pro'),
      [DOMAINS]: domainsReply([ACME, other], 10),
      [SHORTEN]: CREATED,
    });
    await user.click(
      await screen.findByRole('checkbox', { name: 'Use custom domain (links.acme-shop.com)' }),
    );
    await user.selectOptions(screen.getByLabelText('Custom domain'), 'go.beans.co');
    expect(screen.getByText('go.beans.co/')).toBeVisible();
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({
      use_custom_domain: true,
      custom_domain_id: other.id,
    });
  });

  it('never asks for custom domains for a free user', async () => {
    const { fetch } = await open('/', adaOn('free'));
    await screen.findByText('kurz.link/');
    expect(fetch.bodies(DOMAINS)).toEqual([]);
  });

  it('opens the QR dialog over the whole page, not inside the shortener card', async () => {
    const { user, submit } = await open('/create', { ...adaOn('pro'), [SHORTEN]: CREATED });
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    const panel = await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    await user.click(within(panel).getByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code' });
    // The card's backdrop blur makes it the box of any `fixed` element drawn inside it.
    expect(screen.getByRole('region', { name: 'Shorten a URL' })).not.toContainElement(dialog);
    expect(document.body).toContainElement(dialog);
  });

  it('gives a pro user a QR button instead of the upsell; Shorten another URL closes its dialog', async () => {
    const { user, submit } = await open('/create', { ...adaOn('pro'), [SHORTEN]: CREATED });
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    const panel = await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(screen.queryByRole('link', { name: 'Get QR Codes with Pro' })).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'QR Code' });
    expect(within(dialog).getByText('https://kurz.link/Ab3dE6gh')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'QR Code' }));
    await screen.findByRole('dialog', { name: 'QR Code' });
    await user.click(within(panel).getByRole('button', { name: 'Shorten another URL' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your shortened URL is ready!' })).toBeNull();
  });
});

describe('the choice of short domain', () => {
  it('offers every configured short domain, the first by default; the prefix follows', async () => {
    const { user, fetch, submit } = await open('/', {
      ...adaOn('free'),
      'GET /api/short-domains': {
        body: { default_domain: 'kurz.link', domains: ['kurz.link', 'go.kurz.link'] },
      },
      [SHORTEN]: CREATED,
    });
    const select = await screen.findByLabelText('Short domain');
    expect(select).toHaveValue('kurz.link');
    await user.selectOptions(select, 'go.kurz.link');
    expect(screen.getByText('go.kurz.link/')).toBeVisible();
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({ domain: 'go.kurz.link' });
  });

  it('shows no choice when there is one short domain', async () => {
    await open('/', adaOn('free'));
    await screen.findByText('kurz.link/');
    expect(screen.queryByLabelText('Short domain')).toBeNull();
  });
});

/** Once the team is the current workspace, the header's Dashboard link goes to it. */
const inTeamWorkspace = () =>
  waitFor(() => expect(document.querySelector('a[href="/teams/t1"]')).not.toBeNull());

describe('the shortener in a team workspace', () => {
  afterEach(() => localStorage.clear());
  const TEAM_SHORTEN = 'POST /api/shorten-team';

  it("creates the team's link (POST /api/shorten-team) and offers no personal custom domain", async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme Marketing', 'member')),
      'GET /api/custom-domains': domainsReply([
        domainView('links.acme-shop.com', { status: 'verified' }),
      ]),
      [TEAM_SHORTEN]: CREATED,
    });
    await inTeamWorkspace();
    await user.type(longUrl(), 'https://example.com/launch');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(TEAM_SHORTEN)).toEqual([
      { organization_id: 't1', full_url: 'https://example.com/launch' },
    ]);
    expect(fetch.bodies(SHORTEN)).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: /custom domain/ })).toBeNull();
  });

  it("shows the spec's words when the member's role may not create links", async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    const { user, submit } = await open('/', {
      ...adaOn('free'),
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme Marketing', 'viewer')),
      [TEAM_SHORTEN]: {
        status: 403,
        body: { error: TEAM_MESSAGES.noUrlPermission, code: 'forbidden' },
      },
    });
    await inTeamWorkspace();
    await user.type(longUrl(), 'https://example.com');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(TEAM_MESSAGES.noUrlPermission);
  });
});

describe("/create's expiry options", () => {
  it('sends a moment in the user’s time zone as an ISO time, a click limit and the URL for afterwards', async () => {
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      'GET /api/custom-domains': domainsReply([]),
      [SHORTEN]: CREATED,
    });
    await user.click(screen.getByText('Expiry'));
    await user.type(longUrl(), 'https://example.com/sale');
    fireEvent.change(screen.getByLabelText('Expires at'), {
      target: { value: '2099-06-30T18:00' },
    });
    await user.type(screen.getByLabelText('Expires after (clicks)'), '100');
    await user.type(
      screen.getByLabelText('Afterwards, send visitors to'),
      'https://example.com/sale-over',
    );
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({
      expires_at: new Date('2099-06-30T18:00').toISOString(),
      max_clicks: 100,
      expired_url: 'https://example.com/sale-over',
    });
  });

  it('refuses a click limit below 1 and a moment in the past before any call', async () => {
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      'GET /api/custom-domains': domainsReply([]),
      [SHORTEN]: CREATED,
    });
    await user.click(screen.getByText('Expiry'));
    await user.type(longUrl(), 'https://example.com/sale');
    await user.type(screen.getByLabelText('Expires after (clicks)'), '0');
    await user.click(submit);
    expect(
      await screen.findByText('The click limit must be a whole number of at least 1.'),
    ).toBeVisible();
    await user.clear(screen.getByLabelText('Expires after (clicks)'));
    fireEvent.change(screen.getByLabelText('Expires at'), {
      target: { value: '2001-01-01T09:00' },
    });
    await user.click(submit);
    expect(await screen.findByText('The expiry must be in the future.')).toBeVisible();
    expect(fetch.bodies(SHORTEN)).toEqual([]);
  });

  it('is not on the home page', async () => {
    await open('/', { ...adaOn('free') });
    expect(screen.queryByText('Expiry')).toBeNull();
  });
});

describe("/create's redirect type and UTM parameters", () => {
  afterEach(() => localStorage.clear());

  const openCreate = () =>
    open('/create', {
      ...adaOn('premium'),
      'GET /api/custom-domains': domainsReply([]),
      [SHORTEN]: CREATED,
    });

  it('sends the chosen redirect type', async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('Redirect'));
    const select = screen.getByLabelText('Redirect type');
    expect(select).toHaveValue('302');
    expect(select).toHaveAccessibleDescription(/Browsers cache 301 and 308/);
    await user.selectOptions(select, '301 Moved Permanently');
    await user.type(longUrl(), 'https://example.com/moved');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)).toEqual([
      {
        full_url: 'https://example.com/moved',
        user_id: 'u1',
        use_custom_domain: false,
        redirect_type: 301,
      },
    ]);
  });

  it('sends the no-referrer option, described, and forgets it on reset', async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('Redirect'));
    const hide = screen.getByLabelText('Hide the referrer (no-referrer)');
    expect(hide).not.toBeChecked();
    expect(hide).toHaveAccessibleDescription(/the destination learns which site/);
    await user.click(hide);
    await user.type(longUrl(), 'https://example.com/quiet');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Shorten another URL' }));
    expect(fetch.bodies(SHORTEN)).toEqual([
      {
        full_url: 'https://example.com/quiet',
        user_id: 'u1',
        use_custom_domain: false,
        no_referrer: true,
      },
    ]);
    expect(screen.getByLabelText('Hide the referrer (no-referrer)')).not.toBeChecked();
  });

  it("starts from the domain's query forwarding, and sends only what the person changed", async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('Redirect'));
    const forward = screen.getByLabelText("Forward the visitor's query string");
    expect(forward).toBeChecked();
    expect(forward).toHaveAccessibleDescription(/\?utm_source=mail added/);
    await user.selectOptions(
      screen.getByLabelText('When both name the same parameter'),
      "Use the visitor's value",
    );
    await user.type(longUrl(), 'https://example.com/campaign');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Shorten another URL' }));
    await user.click(screen.getByLabelText("Forward the visitor's query string"));
    expect(screen.queryByLabelText('When both name the same parameter')).toBeNull();
    await user.type(longUrl(), 'https://example.com/plain');
    await user.click(submit);
    await screen.findByRole('button', { name: 'Shorten another URL' });
    expect(fetch.bodies(SHORTEN)).toEqual([
      {
        full_url: 'https://example.com/campaign',
        user_id: 'u1',
        use_custom_domain: false,
        query_precedence: 'visitor',
      },
      {
        full_url: 'https://example.com/plain',
        user_id: 'u1',
        use_custom_domain: false,
        forward_query: false,
      },
    ]);
  });

  it('shows the tagged URL as it is typed and sends exactly that', async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('UTM parameters'));
    const preview = screen.getByLabelText('Final URL');
    expect(preview).toHaveTextContent('Enter the long URL above to see it here.');
    await user.type(longUrl(), 'https://example.com/shop?utm_source=old#offers');
    await user.type(screen.getByLabelText('Source'), 'newsletter');
    await user.type(screen.getByLabelText('Campaign'), 'spring & summer');
    const tagged =
      'https://example.com/shop?utm_source=newsletter&utm_campaign=spring%20%26%20summer#offers';
    expect(preview).toHaveTextContent(tagged);
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({ full_url: tagged });
  });

  it('says the parameters need a full web address', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByText('UTM parameters'));
    await user.type(longUrl(), 'example.com/shop');
    await user.type(screen.getByLabelText('Medium'), 'email');
    expect(screen.getByLabelText('Final URL')).toHaveTextContent('example.com/shop');
    expect(screen.getByText(/The parameters are added to a full web address/)).toBeVisible();
  });

  it('refuses a UTM value over 200 characters before any call', async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('UTM parameters'));
    await user.type(longUrl(), 'https://example.com');
    fireEvent.change(screen.getByLabelText('Term'), { target: { value: 'x'.repeat(201) } });
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'utm_term is too long (at most 200 characters).',
    );
    expect(fetch.bodies(SHORTEN)).toEqual([]);
  });

  it("'Shorten another URL' clears the UTM values and the redirect type", async () => {
    const { user, fetch } = await openCreate();
    await user.click(screen.getByText('UTM parameters'));
    await user.click(screen.getByText('Redirect'));
    await user.type(longUrl(), 'https://example.com');
    await user.type(screen.getByLabelText('Content'), 'banner');
    await user.selectOptions(screen.getByLabelText('Redirect type'), '308');
    await user.click(screen.getByRole('button', { name: 'Shorten URL' }));
    await user.click(await screen.findByRole('button', { name: 'Shorten another URL' }));
    expect(screen.getByLabelText('Content')).toHaveValue('');
    expect(screen.getByLabelText('Redirect type')).toHaveValue('302');
    expect(screen.getByText('UTM parameters').parentElement).toHaveTextContent('(optional)');
    await user.type(longUrl(), 'https://example.com/next');
    await user.click(screen.getByRole('button', { name: 'Shorten URL' }));
    await waitFor(() => expect(fetch.bodies(SHORTEN)).toHaveLength(2));
    expect(fetch.bodies(SHORTEN)[1]).toEqual({
      full_url: 'https://example.com/next',
      user_id: 'u1',
      use_custom_domain: false,
    });
  });

  it('applies both to a team link', async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme Marketing', 'member')),
      'GET /api/custom-domains': domainsReply([]),
      'POST /api/shorten-team': CREATED,
    });
    await inTeamWorkspace();
    await user.type(longUrl(), 'https://example.com/launch');
    await user.type(screen.getByLabelText('Medium'), 'social');
    await user.selectOptions(screen.getByLabelText('Redirect type'), '307');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies('POST /api/shorten-team')).toEqual([
      {
        organization_id: 't1',
        full_url: 'https://example.com/launch?utm_medium=social',
        redirect_type: 307,
      },
    ]);
  });

  it('keeps a section open when its fields are cleared', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByText('UTM parameters'));
    const section = screen.getByText('UTM parameters').closest('details');
    await user.type(screen.getByLabelText('Source'), 'x');
    expect(section).toHaveTextContent('(set)');
    await user.clear(screen.getByLabelText('Source'));
    expect(section).toHaveTextContent('(optional)');
    expect(section).toHaveAttribute('open');
  });

  it('is not on the home page', async () => {
    await open('/', { ...adaOn('free') });
    expect(screen.queryByText('UTM parameters')).toBeNull();
    expect(screen.queryByText('Redirect')).toBeNull();
    expect(screen.queryByLabelText('Redirect type')).toBeNull();
  });
});

describe("/create's password option", () => {
  it('sends the password, refuses one under 4 characters before any call, and forgets it on reset', async () => {
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      'GET /api/custom-domains': domainsReply([]),
      [SHORTEN]: CREATED,
    });
    await user.click(screen.getByText('Password'));
    await user.type(longUrl(), 'https://example.com/members');
    await user.type(screen.getByLabelText('Link password'), 'abc');
    await user.click(submit);
    expect(await screen.findByText('The link password must be 4 to 128 characters.')).toBeVisible();
    expect(fetch.bodies(SHORTEN)).toEqual([]);
    await user.type(screen.getByLabelText('Link password'), 'd');
    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)[0]).toMatchObject({ password: 'abcd' });
    await user.click(screen.getByRole('button', { name: 'Shorten another URL' }));
    expect(screen.getByLabelText('Link password')).toHaveValue('');
  });
});

describe("/create's redirect rules and social preview", () => {
  afterEach(() => localStorage.clear());

  // Typed at once: key by key, this many fields outlast the test's time limit.
  const fill = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });

  const openCreate = () =>
    open('/create', {
      ...adaOn('premium'),
      'GET /api/custom-domains': domainsReply([]),
      [SHORTEN]: CREATED,
    });

  it('sends the rules in order and the preview fields', async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('Redirect rules'));
    await user.click(screen.getByText('Social preview'));
    fill('Long URL', 'https://example.com/app');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(screen.getByLabelText('Rule 1 condition 1 value'), 'iOS');
    fill('URL for rule 1', 'https://apps.apple.com/app/x');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(screen.getByLabelText('Rule 2 condition 1 type'), 'Country');
    await user.selectOptions(screen.getByLabelText('Rule 2 condition 1 value'), 'Germany');
    await user.click(screen.getByRole('button', { name: 'Add condition to rule 2' }));
    await user.selectOptions(screen.getByLabelText('Rule 2 condition 2 type'), 'Language');
    fill('Rule 2 condition 2 value', 'de');
    fill('URL for rule 2', 'https://example.de');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.click(screen.getByRole('button', { name: 'Remove rule 3' }));

    fill('Title', 'Our app');
    fill('Description', 'Now on every phone.');
    fill('Image URL', 'https://example.com/card.png');
    const card = screen.getByRole('figure', { name: 'Preview card' });
    expect(card).toHaveTextContent('Our app');
    expect(card).toHaveTextContent('Now on every phone.');
    expect(card.querySelector('img')).toHaveAttribute('src', 'https://example.com/card.png');
    expect(screen.getByText('7 / 200 characters')).toBeVisible();

    await user.click(submit);
    await screen.findByRole('region', { name: 'Your shortened URL is ready!' });
    expect(fetch.bodies(SHORTEN)).toEqual([
      {
        full_url: 'https://example.com/app',
        user_id: 'u1',
        use_custom_domain: false,
        rules: [
          { conditions: [{ type: 'device', value: 'ios' }], url: 'https://apps.apple.com/app/x' },
          {
            conditions: [
              { type: 'country', value: 'DE' },
              { type: 'language', value: 'de' },
            ],
            url: 'https://example.de',
          },
        ],
        og_title: 'Our app',
        og_description: 'Now on every phone.',
        og_image: 'https://example.com/card.png',
      },
    ]);
  });

  it('names an http image instead of drawing it (the CSP allows https images only)', async () => {
    const { user } = await openCreate();
    await user.click(screen.getByText('Social preview'));
    fill('Image URL', 'http://example.com/card.png');
    const card = screen.getByRole('figure', { name: 'Preview card' });
    expect(card.querySelector('img')).toBeNull();
    expect(card).toHaveTextContent('http://example.com/card.png');
  });

  it('refuses an unfinished rule before any call', async () => {
    const { user, fetch, submit } = await openCreate();
    await user.click(screen.getByText('Redirect rules'));
    fill('Long URL', 'https://example.com');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(screen.getByLabelText('Rule 1 condition 1 value'), 'Android');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Redirect rule 1: must be a URL.');
    expect(fetch.bodies(SHORTEN)).toEqual([]);
  });

  it("'Shorten another URL' clears both; a team link gets both", async () => {
    localStorage.setItem(STORAGE_KEYS.currentTeam, 't1');
    const { user, fetch, submit } = await open('/create', {
      ...adaOn('premium'),
      [TEAMS_KEY]: teamsReply(teamView('t1', 'Acme Marketing', 'member')),
      'GET /api/custom-domains': domainsReply([]),
      'POST /api/shorten-team': CREATED,
    });
    await inTeamWorkspace();
    await user.click(screen.getByText('Redirect rules'));
    await user.click(screen.getByText('Social preview'));
    fill('Long URL', 'https://example.com/launch');
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.selectOptions(screen.getByLabelText('Rule 1 condition 1 value'), 'Android');
    fill('URL for rule 1', 'https://play.google.com/x');
    fill('Title', 'Launch');
    await user.click(submit);
    await user.click(await screen.findByRole('button', { name: 'Shorten another URL' }));
    expect(fetch.bodies('POST /api/shorten-team')).toEqual([
      {
        organization_id: 't1',
        full_url: 'https://example.com/launch',
        rules: [
          { conditions: [{ type: 'device', value: 'android' }], url: 'https://play.google.com/x' },
        ],
        og_title: 'Launch',
      },
    ]);
    expect(screen.queryByLabelText('URL for rule 1')).toBeNull();
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.getByText('Redirect rules').parentElement).toHaveTextContent('(optional)');
    expect(screen.getByText('Social preview').parentElement).toHaveTextContent('(optional)');
  });

  it('is not on the home page', async () => {
    await open('/', { ...adaOn('free') });
    expect(screen.queryByText('Redirect rules')).toBeNull();
    expect(screen.queryByText('Social preview')).toBeNull();
    expect(screen.queryByLabelText('URL for rule 1')).toBeNull();
  });
});
