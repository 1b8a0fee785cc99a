import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const APP_ORIGIN = 'https://app.kurz.test';

/** Drives `/api/auth` through `inject` as a browser on the app's origin would, keeping cookies. */
export class AuthClient {
  readonly #cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly origin = APP_ORIGIN,
    private readonly ip = '203.0.113.7',
  ) {}

  get cookieHeader(): string {
    return [...this.#cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async post(url: string, payload: object = {}): Promise<LightMyRequestResponse> {
    return this.#keep(
      await this.app.inject({
        method: 'POST',
        url,
        payload,
        remoteAddress: this.ip,
        headers: { origin: this.origin, host: 'app.kurz.test', cookie: this.cookieHeader },
      }),
    );
  }

  async get(url: string): Promise<LightMyRequestResponse> {
    return this.#keep(
      await this.app.inject({
        method: 'GET',
        url,
        remoteAddress: this.ip,
        headers: { host: 'app.kurz.test', cookie: this.cookieHeader },
      }),
    );
  }

  async session(): Promise<{ user: Record<string, unknown> } | null> {
    return (await this.get('/api/auth/get-session')).json();
  }

  #keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const cookie of response.cookies) {
      if (cookie.maxAge === 0 || cookie.value === '') this.#cookies.delete(cookie.name);
      else this.#cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}
