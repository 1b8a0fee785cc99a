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

  /** The same browser (cookies, address, origin) talking to `app`: another app on a copy of this one's database. */
  on(app: FastifyInstance): AuthClient {
    const client = new AuthClient(app, this.origin, this.ip);
    for (const [name, value] of this.#cookies) client.#cookies.set(name, value);
    return client;
  }

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

  /** Any write (PATCH, DELETE…) as the browser on the app's origin would send it. */
  async send(
    method: 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> {
    return this.#keep(
      await this.app.inject({
        method,
        url,
        ...(payload === undefined ? {} : { payload }),
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

/**
 * A verified, signed-in user on an app without SMTP: signs up, follows the link from the
 * dev outbox, and keeps the session cookie.
 */
export async function signedInClient(
  app: FastifyInstance,
  email: string,
  ip = randomIp(),
  origin = APP_ORIGIN,
): Promise<AuthClient> {
  const client = new AuthClient(app, origin, ip);
  const signUp = await client.post('/api/auth/sign-up/email', {
    email,
    password: 'Str0ng!pass',
    name: email,
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.body}`);
  // Read from this machine: the outbox answers loopback clients only.
  const outbox = (await app.inject({ url: '/api/dev/outbox' })).json() as {
    messages: { to: string; text: string }[];
  };
  const link = outbox.messages
    .find((m) => m.to === email.toLowerCase())
    ?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification mail for ${email}`);
  const url = new URL(link);
  await client.get(url.pathname + url.search);
  return client;
}

/** better-auth keeps its per-address counters for the whole process: give each user its own. */
export function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `100.${64 + Math.floor(Math.random() * 64)}.${octet()}.${octet()}`;
}
