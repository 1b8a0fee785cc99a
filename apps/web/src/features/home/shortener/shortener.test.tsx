import { MESSAGES } from '@kurz/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { debugLog } from '../../../lib/debug-log';
import { STORAGE_KEYS } from '../../../lib/storage-keys';
import { renderRoute } from '../../../test/render-route';
import { stubFetch } from '../../../test/stub-fetch';
import { bare, VISITOR } from './shortener-test-kit';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const longUrl = () => screen.getByLabelText('Long URL');
const customShort = () => screen.getByLabelText('Custom Short URL');
const generate = () => screen.getByRole('button', { name: 'Generate' });

function open(path: string, routes: Parameters<typeof stubFetch>[0]) {
  const fetch = stubFetch(routes);
  const view = renderRoute(path, { withAuth: true });
  return { ...view, fetch, user: userEvent.setup() };
}

describe('the home shortener, signed out', () => {
  it('shows the fields, the short host, the sign-up button and the footer line', async () => {
    open('/', VISITOR);
    expect(longUrl()).toHaveAttribute('placeholder', expect.stringMatching(/^https:\/\//));
    expect(customShort()).toHaveAttribute('placeholder', 'my-link');
    expect(await screen.findByText('kurz.link/')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign Up to Shorten URL' })).toBeDisabled();
    expect(generate()).toBeDisabled();
    expect(screen.getByText('Sign up required to shorten URLs • Free forever')).toBeVisible();
  });

  it('enables Generate once there is a URL; Generate fills 8 letters and digits', async () => {
    const { user } = open('/', VISITOR);
    await user.type(longUrl(), 'https://example.com');
    expect(screen.getByRole('button', { name: 'Sign Up to Shorten URL' })).toBeEnabled();
    await user.click(generate());
    expect((customShort() as HTMLInputElement).value).toMatch(/^[A-Za-z0-9]{8}$/);
  });

  it("stores the link and opens sign-up, titled 'Almost there!' with the link", async () => {
    const { user, fetch, router } = open('/', {
      ...VISITOR,
      'POST /api/check-availability': { body: { available: true } },
    });
    await user.type(longUrl(), 'https://example.com/docs');
    await user.type(customShort(), ' my-link ');
    await user.click(screen.getByRole('button', { name: 'Sign Up to Shorten URL' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Almost there!' })).toBeVisible();
    expect(router.state.location.search).toBe('?mode=signup');
    expect(screen.getByText(/https:\/\/example\.com\/docs/)).toBeVisible();
    expect(fetch.bodies('POST /api/check-availability')).toEqual([{ short_url: 'my-link' }]);
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEYS.pendingUrl) ?? '{}')).toMatchObject({
      fullUrl: 'https://example.com/docs',
      customShort: 'my-link',
      useCustomDomain: false,
      requiresEmailConfirmation: true,
    });
  });

  it('shows a taken code in the dismissible error panel and stays on the page', async () => {
    const { user, router } = open('/', {
      ...VISITOR,
      'POST /api/check-availability': { body: { available: false } },
    });
    await user.type(longUrl(), 'https://example.com');
    await user.type(customShort(), 'taken1');
    await user.click(screen.getByRole('button', { name: 'Sign Up to Shorten URL' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Unable to shorten URL' })).toBeVisible();
    expect(alert).toHaveTextContent(MESSAGES.shortUrlTaken);
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStorage.getItem(STORAGE_KEYS.pendingUrl)).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('still opens sign-up when the availability check fails, and only logs it', async () => {
    const warn = vi.spyOn(debugLog, 'warn');
    const { user, router } = open('/', {
      ...VISITOR,
      'POST /api/check-availability': bare(503),
      'POST /api/shorten': { status: 401, body: { error: 'Authentication required' } },
    });
    await user.type(longUrl(), 'https://example.com');
    await user.type(customShort(), 'my-link');
    await user.click(screen.getByRole('button', { name: 'Sign Up to Shorten URL' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(warn).toHaveBeenCalled();
  });

  it('refuses a destination that is not http(s) before calling the server', async () => {
    const { user, fetch } = open('/', VISITOR);
    await user.type(longUrl(), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Sign Up to Shorten URL' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only http:// and https:// URLs can be shortened',
    );
    expect(fetch.bodies('POST /api/check-availability')).toEqual([]);
  });
});
