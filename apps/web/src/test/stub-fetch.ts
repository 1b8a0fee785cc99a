import { vi } from 'vitest';

type Reply = { status?: number; body?: unknown } | (() => Promise<Response>);

/** better-auth's client asks for absolute URLs on the page's origin; routes name the path. */
function pathOf(input: RequestInfo | URL): string {
  const url = String(input);
  const { origin } = window.location;
  return url.startsWith(`${origin}/`) ? url.slice(origin.length) : url;
}

/** 'METHOD /path' of a fetch call, as routes name it. */
export const keyOf = (input: RequestInfo | URL, init?: RequestInit) =>
  `${init?.method ?? 'GET'} ${pathOf(input)}`;

/**
 * Stubs global fetch with a small router: 'POST /api/auth/sign-in/email' → a reply. A
 * request nobody routed fails loudly as a 599, so a test notices a call it did not expect.
 * Returns the mock so tests can read the calls (bodies are parsed for convenience).
 */
export function stubFetch(routes: Record<string, Reply>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = keyOf(input, init);
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
    /** The paths asked for, in order. */
    paths: (): string[] => mock.mock.calls.map(([input]) => pathOf(input)),
    /** The parsed JSON bodies sent to `METHOD path`, in order. */
    bodies: (key: string): unknown[] =>
      mock.mock.calls
        .filter(([input, init]) => keyOf(input, init) === key)
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
