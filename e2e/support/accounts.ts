import { expect } from 'vitest';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
}

export const E2E_PASSWORD = 'Str0ng!pass';

/** The mails of the dev outbox (GET /api/dev/outbox), newest first. */
export async function readOutbox(serverUrl: string): Promise<OutboxMessage[]> {
  const reply = (await (await fetch(`${serverUrl}/api/dev/outbox`)).json()) as {
    messages: OutboxMessage[];
  };
  return reply.messages;
}

/** The newest mail to `to` in the dev outbox. */
export async function newestMailTo(serverUrl: string, to: string): Promise<OutboxMessage> {
  const mail = (await readOutbox(serverUrl)).find((message) => message.to === to);
  if (!mail) throw new Error(`no mail to ${to} in the outbox`);
  return mail;
}

/**
 * Follows the verification link of the newest mail to `email`, outside the browser;
 * returns the session it signs in with, as a Cookie header.
 */
export async function confirmEmail(serverUrl: string, email: string): Promise<string> {
  const mail = await newestMailTo(serverUrl, email);
  const link = new URL(/https?:\/\/\S+/.exec(mail.text)?.[0] ?? '');
  const verified = await fetch(serverUrl + link.pathname + link.search, { redirect: 'manual' });
  expect(verified.status).toBeLessThan(400);
  return verified.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Signs a user up through the API and confirms it through the dev outbox; returns its Cookie header. */
export async function signUpAndConfirm(
  serverUrl: string,
  user: { email: string; name: string; password?: string },
): Promise<string> {
  const signUp = await fetch(`${serverUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin: serverUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ password: E2E_PASSWORD, ...user }),
  });
  expect(signUp.status).toBeLessThan(400);
  return confirmEmail(serverUrl, user.email);
}

/** A Cookie header as cookies a browser context sends to `url`. */
export function browserCookies(cookie: string, url: string) {
  return cookie.split('; ').map((pair) => {
    const [name = '', ...value] = pair.split('=');
    return { name, value: value.join('='), url };
  });
}

/** A JSON POST as the signed-in user of `cookie`, with the same-site Origin writes need. */
export function postAs(serverUrl: string, cookie: string, path: string, body: object) {
  return fetch(serverUrl + path, {
    method: 'POST',
    headers: { origin: serverUrl, 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}
