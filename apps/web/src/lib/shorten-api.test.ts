import { MESSAGES } from '@kurz/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../test/stub-fetch';
import { checkShortCodeAvailability } from './shorten-api';

afterEach(() => vi.unstubAllGlobals());

const URL_TO_SHORTEN = 'https://example.com/page';
const CHECK = 'POST /api/check-availability';
const SHORTEN = 'POST /api/shorten';
const broken = () => Promise.reject(new TypeError('Failed to fetch'));

describe('availability of a custom code (spec 000 §5)', () => {
  it('counts a blank code as available without asking', async () => {
    const fetch = stubFetch({});
    await expect(checkShortCodeAvailability('   ', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: true,
    });
    expect(fetch.mock).not.toHaveBeenCalled();
  });

  it('asks the server with the trimmed code', async () => {
    const fetch = stubFetch({ [CHECK]: { body: { available: true } } });
    await expect(checkShortCodeAvailability(' my-link ', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: true,
    });
    expect(fetch.bodies(CHECK)).toEqual([{ short_url: 'my-link' }]);
  });

  it("shows the server's error text for an unavailable code", async () => {
    stubFetch({ [CHECK]: { body: { available: false, error: 'This short URL is reserved.' } } });
    await expect(checkShortCodeAvailability('pricing', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: false,
      error: 'This short URL is reserved.',
    });
  });

  it("says 'This short URL is already taken' when the server gives no text", async () => {
    stubFetch({ [CHECK]: { body: { available: false } } });
    await expect(checkShortCodeAvailability('my-link', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: false,
      error: MESSAGES.shortUrlTaken,
    });
  });

  it("falls back on a check_only dry run, where a 400 'already exists' means taken", async () => {
    const fetch = stubFetch({
      [CHECK]: { status: 500, body: { error: 'Internal error' } },
      [SHORTEN]: { status: 400, body: { error: 'Short URL already exists' } },
    });
    await expect(checkShortCodeAvailability('my-link', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: false,
      error: MESSAGES.shortUrlTaken,
    });
    expect(fetch.bodies(SHORTEN)).toEqual([
      { full_url: URL_TO_SHORTEN, short_url: 'my-link', check_only: true },
    ]);
  });

  it('counts the code as available when the dry run passes', async () => {
    stubFetch({ [CHECK]: broken, [SHORTEN]: { body: { available: true } } });
    await expect(checkShortCodeAvailability('my-link', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: true,
    });
  });

  it.each([
    [
      'the dry run needs a session (401)',
      { status: 401, body: { error: 'Authentication required' } },
    ],
    ['the dry run fails on something else', { status: 400, body: { error: 'Invalid URL' } }],
    ['the network is down', broken],
  ])('assumes available when the check fails and %s', async (_label, dryRun) => {
    stubFetch({ [CHECK]: broken, [SHORTEN]: dryRun });
    await expect(checkShortCodeAvailability('my-link', URL_TO_SHORTEN)).resolves.toEqual({
      isAvailable: true,
    });
  });
});
