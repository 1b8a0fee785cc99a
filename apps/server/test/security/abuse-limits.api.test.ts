import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { APP_ORIGIN, type AuthClient, randomIp, signedInClient } from '../auth-client.js';

/**
 * Abuse: every call a script would repeat is limited per client (one address, whatever
 * account or body it sends) and, where an account is named or signed in, per account
 * (one account, from any number of addresses). Past the limit: 429 with Retry-After;
 * another client or account is not affected.
 */

interface Sender {
  ip: string;
  /** The account the call names or is signed in as. */
  account: Account;
}
interface Account {
  email: string;
  cookie: string;
}
interface LimitCase {
  name: string;
  scope: 'client' | 'account';
  limit: number;
  send: (from: Sender) => Promise<LightMyRequestResponse>;
  /** The answer below the limit, when it is not simply "anything but 429". */
  okStatus?: number;
}

let t: TestApp;
let link: string;
const tally = new AttackTally();
const signedIn: AuthClient[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const email of ['ada@example.com', 'bob@example.com', 'cy@example.com', 'di@example.com'])
    signedIn.push(await signedInClient(t.app, email));
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await signedIn[0]?.post('/api/shorten', {
    full_url: 'https://example.com/',
    short_url: 'abuse-link',
  });
  link = created?.json().id;
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
});

let serial = 0;
/** An account that exists only in name: for limits that count what a call names. */
const namedAccount = async (): Promise<Account> => ({
  email: `named-${++serial}@example.com`,
  cookie: '',
});
/** For limits per client: the signed-in users take turns, a new one for each call. */
let nextSignedIn = 0;
const signedInAccount = async (): Promise<Account> => {
  const client = signedIn[nextSignedIn++ % signedIn.length];
  return { email: '', cookie: client?.cookieHeader ?? '' };
};
/** For limits per account: a user of its own, that no other case has counted against. */
const freshSignedInAccount = async (): Promise<Account> => {
  const client = await signedInClient(t.app, `fresh-${++serial}@example.com`);
  return { email: '', cookie: client.cookieHeader };
};

function call(method: 'GET' | 'POST', url: string, from: Sender, payload?: object) {
  return t.app.inject({
    method,
    url,
    remoteAddress: from.ip,
    headers: {
      host: 'app.kurz.test',
      origin: APP_ORIGIN,
      ...(from.account.cookie && { cookie: from.account.cookie }),
    },
    ...(payload && { payload }),
  });
}

// Calls that two cases (per client, per account) send alike.
const wrongSignIn = (from: Sender) =>
  call('POST', '/api/auth/sign-in/email', from, {
    email: from.account.email,
    password: 'Wr0ng!guess',
  });
const signUp = (from: Sender, email: string) =>
  call('POST', '/api/auth/sign-up/email', from, { email, password: 'Str0ng!pass', name: 'Bulk' });
const checkShortLink = (from: Sender) =>
  call('POST', '/api/shorten', from, { full_url: 'https://example.com/', check_only: true });
const qrOfAbuseLink = (from: Sender) => call('GET', '/api/qr?code=abuse-link', from);

const CONTACT = { name: 'Eve', email: 'eve@example.com', subject: 'Hi', message: 'Hello there' };
const INQUIRY = {
  firstName: 'Eve',
  lastName: 'Ample',
  companyName: 'Spam Inc',
  businessEmail: 'eve@spam.example',
  phoneNumber: '+1 555 010 2030',
  jobTitle: 'cto',
  companySize: '201-1000',
  primaryUseCase: 'api-integration',
  country: 'Nowhere',
};

const CASES: (LimitCase & { account: () => Promise<Account> })[] = [
  {
    name: 'sign-in per client',
    scope: 'client',
    limit: 5,
    account: namedAccount,
    send: wrongSignIn,
  },
  {
    name: 'sign-in per account',
    scope: 'account',
    limit: 10,
    account: namedAccount,
    send: wrongSignIn,
  },
  {
    name: 'sign-up per client',
    scope: 'client',
    limit: 5,
    account: namedAccount,
    send: async (from) => signUp(from, (await namedAccount()).email),
  },
  {
    name: 'sign-up per account',
    scope: 'account',
    limit: 3,
    account: namedAccount,
    send: (from) => signUp(from, from.account.email),
  },
  {
    name: 'password reset per client',
    scope: 'client',
    limit: 3,
    account: namedAccount,
    send: async (from) =>
      call('POST', '/api/auth/request-password-reset', from, {
        email: (await namedAccount()).email,
      }),
  },
  {
    name: 'password reset per account',
    scope: 'account',
    limit: 3,
    account: namedAccount,
    send: (from) =>
      call('POST', '/api/auth/request-password-reset', from, { email: from.account.email }),
  },
  {
    name: 'verification mail per client',
    scope: 'client',
    limit: 3,
    account: namedAccount,
    send: async (from) =>
      call('POST', '/api/auth/send-verification-email', from, {
        email: (await namedAccount()).email,
      }),
  },
  {
    name: 'check-email-exists per client',
    scope: 'client',
    limit: 20,
    account: namedAccount,
    okStatus: 200,
    send: async (from) =>
      call('POST', '/api/check-email-exists', from, {
        email_to_check: (await namedAccount()).email,
      }),
  },
  {
    name: 'contact form per client',
    scope: 'client',
    limit: 5,
    account: namedAccount,
    okStatus: 200,
    send: (from) => call('POST', '/api/contact', from, CONTACT),
  },
  {
    name: 'enterprise inquiry per client',
    scope: 'client',
    limit: 5,
    account: namedAccount,
    okStatus: 200,
    send: (from) => call('POST', '/api/enterprise-inquiry', from, INQUIRY),
  },
  {
    name: 'link creation per client',
    scope: 'client',
    limit: 60,
    account: signedInAccount,
    okStatus: 200,
    send: checkShortLink,
  },
  {
    name: 'link creation per account',
    scope: 'account',
    limit: 200,
    account: freshSignedInAccount,
    okStatus: 200,
    send: checkShortLink,
  },
  {
    name: 'code availability per client',
    scope: 'client',
    limit: 60,
    account: namedAccount,
    okStatus: 200,
    send: (from) => call('POST', '/api/check-availability', from, { short_url: 'some-code' }),
  },
  {
    name: 'QR codes per client',
    scope: 'client',
    limit: 120,
    account: signedInAccount,
    send: qrOfAbuseLink,
  },
  {
    name: 'QR codes per account',
    scope: 'account',
    limit: 300,
    account: freshSignedInAccount,
    send: qrOfAbuseLink,
  },
  {
    name: 'analytics per client',
    scope: 'client',
    limit: 120,
    account: signedInAccount,
    send: (from) => call('POST', '/api/analytics', from, { link_id: link }),
  },
  {
    name: 'unknown short codes per client',
    scope: 'client',
    limit: 120,
    account: namedAccount,
    okStatus: 404,
    send: (from) =>
      t.app.inject({
        url: `/probe-${++serial}-x`,
        remoteAddress: from.ip,
        headers: { host: 'kurz.link' },
      }),
  },
];

describe('abuse limits', () => {
  it.each(CASES)('$name: $limit, then 429 with Retry-After', async (limited) => {
    tally.tried();
    const attacker = { ip: randomIp(), account: await limited.account() };
    // Per client: one address, a new account each time; per account: the reverse.
    const next = async (): Promise<Sender> =>
      limited.scope === 'client'
        ? { ip: attacker.ip, account: await limited.account() }
        : { ip: randomIp(), account: attacker.account };
    for (let i = 0; i < limited.limit; i++) {
      const response = await limited.send(await next());
      if (limited.okStatus) expect(response.statusCode, response.body).toBe(limited.okStatus);
      else expect(response.statusCode, response.body).not.toBe(429);
    }
    const refused = await limited.send(await next());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const bystander = { ip: randomIp(), account: await limited.account() };
    expect((await limited.send(bystander)).statusCode).not.toBe(429);
    tally.refused();
  });
});

/**
 * A protected link's password, guessed from many addresses: each address has 10 guesses
 * per 15 minutes (an IPv6 client its /64's), and the link 30 from all of them together;
 * past that even the right password waits for the window to pass.
 */
// Each guess is a password hash check: tens of them take seconds on a busy machine.
describe('password guesses on a protected link', { timeout: 30_000 }, () => {
  const PER_ADDRESS = 10;
  const PER_LINK = 30;
  let codes = 0;
  async function protectedLink(): Promise<string> {
    const code = `guarded-${++codes}`;
    const made = await signedIn[0]?.post('/api/shorten', {
      full_url: 'https://example.com/members',
      short_url: code,
      password: 'four',
    });
    expect(made?.statusCode, made?.body).toBe(200);
    return code;
  }
  const guess = (code: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: `/${code}`,
      remoteAddress: ip,
      headers: { host: 'kurz.link', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password }).toString(),
    });

  it(`refuses the link's guess ${PER_LINK + 1} from many addresses, the right password too, with Retry-After`, async () => {
    tally.tried();
    const code = await protectedLink();
    for (let i = 0; i < PER_LINK; i++) {
      // A new address every few guesses, none of them near its own limit.
      const wrong = await guess(code, `guess ${i}`, `198.18.${Math.floor(i / 3)}.1`);
      expect(wrong.statusCode, wrong.body).toBe(401);
    }
    const refused = await guess(code, 'four', randomIp());
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toMatch(/Too many attempts on this link\. Try again in \d+ minutes?\./);
    // Another link is not held back.
    expect((await guess(await protectedLink(), 'four', randomIp())).statusCode).toBe(303);
    tally.refused();
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    tally.tried();
    const code = await protectedLink();
    for (let i = 1; i <= PER_ADDRESS; i++)
      expect((await guess(code, `guess ${i}`, `2001:db8:7:9::${i.toString(16)}`)).statusCode).toBe(
        401,
      );
    const refused = await guess(code, 'four', '2001:db8:7:9:ffff:1:2:3');
    expect(refused.statusCode).toBe(429);
    expect(refused.body).toContain('Too many attempts. Wait a few minutes and try again.');
    expect((await guess(code, 'four', '2001:db8:7:a::1')).statusCode).toBe(303);
    tally.refused();
  });
});
