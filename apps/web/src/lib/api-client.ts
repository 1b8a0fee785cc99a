import { MESSAGES } from '@kurz/shared';
import { ApiError } from './api-error';
import { type ErrorMessageOptions, readResponse } from './read-response';
import { createRequestSharing, type RequestSharing } from './request-sharing';
import { sessionSignals } from './session-signals';

export interface RequestOptions extends ErrorMessageOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** A shared GET serves several callers, so none of them may cancel it for the others. */
export type GetOptions = Omit<RequestOptions, 'signal'>;

export interface ApiClientOptions {
  fetch?: typeof fetch;
  sharing?: RequestSharing;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Same-origin JSON calls to the Kurz API; every failure is an ApiError with a readable message. */
export function createApiClient(options: ApiClientOptions = {}) {
  // Looked up per call so a test can stub the global after the client exists.
  const { fetch: send = (...args) => globalThis.fetch(...args), sharing = createRequestSharing() } =
    options;

  async function request<T>(method: Method, path: string, body: unknown, init: RequestOptions) {
    const { headers, signal, ...messages } = init;
    let response: Response;
    try {
      response = await send(path, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ApiError(MESSAGES.network, 0);
    }
    try {
      return await readResponse<T>(response, messages);
    } catch (error) {
      if (!(error instanceof ApiError)) throw new ApiError(MESSAGES.unexpected, response.status);
      if (error.status === 401) sessionSignals.reportUnauthorized();
      throw error;
    }
  }

  return {
    get: <T>(path: string, init: GetOptions = {}) =>
      sharing.share(`GET ${path}`, () => request<T>('GET', path, undefined, init)),
    post: <T>(path: string, body?: unknown, init: RequestOptions = {}) =>
      request<T>('POST', path, body, init),
    put: <T>(path: string, body?: unknown, init: RequestOptions = {}) =>
      request<T>('PUT', path, body, init),
    patch: <T>(path: string, body?: unknown, init: RequestOptions = {}) =>
      request<T>('PATCH', path, body, init),
    delete: <T>(path: string, body?: unknown, init: RequestOptions = {}) =>
      request<T>('DELETE', path, body, init),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
