import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | (() => Promise<Response>);

/**
 * Stubs global fetch with a small router: 'POST /api/auth/sign-in/email' → a reply. A
 * request nobody routed fails loudly as a 599, so a test notices a call it did not expect.
 * Returns the mock so tests can read the calls (bodies are parsed for convenience).
 */
export function stubFetch(routes: Record<string, Reply>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const key = `${method} ${String(input)}`;
    const reply = routes[key];
    if (reply === undefined) {
      return new Response(JSON.stringify({ error: `unrouted ${key}` }), { status: 599 });
    }
    if (typeof reply === 'function') return reply();
    const { status = 200, body = null } = reply;
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return {
    mock,
    /** The parsed JSON bodies sent to `METHOD path`, in order. */
    bodies: (key: string): unknown[] =>
      mock.mock.calls
        .filter(([input, init]) => `${init?.method ?? 'GET'} ${String(input)}` === key)
        .map(([, init]) => JSON.parse(String(init?.body ?? 'null'))),
  };
}

export const SIGNED_OUT_SESSION = { 'GET /api/auth/get-session': { body: null } };

export const ADA_SESSION = {
  'GET /api/auth/get-session': {
    body: {
      session: { id: 's1' },
      user: { id: 'u1', email: 'ada@example.com', name: 'Ada', full_name: 'Ada Lovelace' },
    },
  },
  'GET /api/profile': {
    body: {
      id: 'u1',
      email: 'ada@example.com',
      full_name: 'Ada Lovelace',
      avatar_url: null,
      subscription_plan: 'pro',
      is_admin: false,
      providers: ['credential'],
    },
  },
};
