import { APP_URL } from './kurz-machines.js';

// A link owner signed in through one Kurz process: edits must go through a server, which
// announces them, not into the table.

const PASSWORD = 'Str0ng!pass';

export interface Owner {
  /** A JSON request to the API of the process at `base`, as the owner's browser sends it. */
  send(base: string, method: string, route: string, body: object): Promise<Response>;
}

/**
 * Signs `email` up on the process at `base` and confirms the address from that process's
 * dev outbox (each process has its own).
 */
export async function signUpOwner(base: string, email: string): Promise<Owner> {
  let cookie = '';
  const send = (to: string, method: string, route: string, body: object) =>
    fetch(to + route, {
      method,
      headers: { origin: APP_URL, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  const signUp = await send(base, 'POST', '/api/auth/sign-up/email', {
    email,
    password: PASSWORD,
    name: 'Owner',
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    messages: { text: string }[];
  };
  const link = new URL(outbox.messages[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await fetch(base + link.pathname + link.search, { redirect: 'manual' });
  cookie = verified.headers
    .getSetCookie()
    .map((each) => each.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`verifying ${email} set no session`);
  return { send };
}
