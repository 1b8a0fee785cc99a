import { MESSAGES, shortenErrorMessage, statusFallbackMessage } from '@kurz/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { ApiError } from './api-error';

function respond(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

async function failure(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api client', () => {
  it('sends same-origin JSON with credentials and returns the parsed body', async () => {
    respond(200, '{"shortened_url":"http://kurz.test/abc12345"}');
    const api = createApiClient();
    await expect(api.post('/api/shorten', { full_url: 'https://example.com' })).resolves.toEqual({
      shortened_url: 'http://kurz.test/abc12345',
    });
    expect(fetch).toHaveBeenCalledWith('/api/shorten', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"full_url":"https://example.com"}',
      signal: undefined,
    });
  });

  it('returns undefined for an empty success body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    await expect(createApiClient().delete('/api/thing')).resolves.toBeUndefined();
  });

  it('reports a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await failure(createApiClient().get('/api/anything'));
    expect(error.message).toBe(MESSAGES.network);
    expect(error.status).toBe(0);
  });

  it('reports a success response whose body is not JSON', async () => {
    respond(200, '<html>proxy page</html>', 'text/html');
    const error = await failure(createApiClient().get('/api/anything'));
    expect(error.message).toBe(MESSAGES.invalidJson);
  });

  it("shows the server's error text and keeps its code", async () => {
    respond(409, '{"error":"Short code already exists","code":"already_exists"}');
    const error = await failure(createApiClient().post('/api/shorten', {}));
    expect(error).toMatchObject({
      message: 'Short code already exists',
      status: 409,
      code: 'already_exists',
    });
  });

  it('maps the error text when the caller asks (shortener wording)', async () => {
    respond(409, '{"error":"Short code already exists","code":"already_exists"}');
    const error = await failure(
      createApiClient().post('/api/shorten', {}, { errorMessage: shortenErrorMessage }),
    );
    expect(error.message).toBe(
      'This custom short URL is already taken. Please choose a different one.',
    );
  });

  it.each([
    { status: 400, message: 'There was an issue with your request. Please try again.' },
    { status: 429, message: MESSAGES.tooManyRequests },
    { status: 500, message: MESSAGES.serverError },
    { status: 503, message: MESSAGES.serverError },
    {
      status: 418,
      message: 'Error 418: The request could not be completed. Please try again.',
    },
  ])('falls back on the status when a $status has no JSON body', async ({ status, message }) => {
    respond(status, 'Bad Gateway', 'text/plain');
    expect((await failure(createApiClient().get('/api/x'))).message).toBe(message);
  });

  it.each([
    { status: 400, message: MESSAGES.badRequest },
    { status: 429, message: MESSAGES.tooManyRequests },
    { status: 500, message: MESSAGES.serverError },
    { status: 502, message: 'Error 502: Unable to shorten URL. Please try again.' },
  ])('uses the shortener fallbacks for a bare $status when asked', async ({ status, message }) => {
    respond(status, '', 'text/plain');
    const call = createApiClient().post(
      '/api/shorten',
      {},
      { statusMessage: statusFallbackMessage },
    );
    expect((await failure(call)).message).toBe(message);
  });

  it("shows better-auth's `message` text and keeps its code", async () => {
    respond(403, '{"message":"Email not verified","code":"EMAIL_NOT_VERIFIED"}');
    const error = await failure(createApiClient().post('/api/auth/sign-in/email', {}));
    expect(error).toMatchObject({
      message: 'Email not verified',
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
    });
  });

  it('treats a JSON error body without error text as having none', async () => {
    respond(500, '{"message":"  ","code":"X"}');
    expect((await failure(createApiClient().get('/api/x'))).message).toBe(MESSAGES.serverError);
  });

  it('reports anything else as unexpected', async () => {
    const broken = { ok: true, status: 200, text: () => Promise.reject(new Error('stream')) };
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(broken));
    const error = await failure(createApiClient().get('/api/x'));
    expect(error.message).toBe(MESSAGES.unexpected);
  });

  it('lets an aborted request reject with the abort, not a network message', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    const call = createApiClient().post('/api/x', {}, { signal: controller.signal });
    await expect(call).rejects.toBe(abort);
  });
});
