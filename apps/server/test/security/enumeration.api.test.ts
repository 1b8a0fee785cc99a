import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { APP_ORIGIN, randomIp, signedInClient } from '../auth-client.js';

/**
 * Account enumeration: calls that take an email answer a known and an unknown address
 * alike (same status, same body), so they cannot be used to learn who has an account.
 * Spec 000 §5 has sign-up say "already exists" and check-email-exists tell; those two
 * are limited per client instead (here, and in abuse-limits.api.test.ts).
 */

const KNOWN = 'known@example.com';
let t: TestApp;
/** The client address of the current limit case. */
let ip = randomIp();
const tally = new AttackTally();

beforeAll(async () => {
  t = await createTestApp();
  await signedInClient(t.app, KNOWN);
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
});

const post = (url: string, payload: object, ip = randomIp()) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { host: 'app.kurz.test', origin: APP_ORIGIN },
    payload,
  });

const answerOf = (response: LightMyRequestResponse) => ({
  status: response.statusCode,
  body: response.json(),
});

let unknown = 0;
const unknownEmail = () => `unknown-${++unknown}@example.com`;

const ALIKE: [string, (email: string) => Promise<LightMyRequestResponse>][] = [
  [
    'a password reset',
    (email) =>
      post('/api/auth/request-password-reset', { email, redirectTo: '/auth?mode=reset-password' }),
  ],
  [
    'a wrong password',
    (email) => post('/api/auth/sign-in/email', { email, password: 'Wr0ng!guess' }),
  ],
  [
    'a new verification mail',
    (email) => post('/api/auth/send-verification-email', { email, callbackURL: '/' }),
  ],
  [
    'a password reset for the known address in other case',
    (email) =>
      post('/api/auth/request-password-reset', {
        email: email === KNOWN ? 'KNOWN@Example.com' : email,
      }),
  ],
];

describe('a known and an unknown email are answered alike', () => {
  it.each(ALIKE)('%s', async (_call, send) => {
    tally.tried();
    const known = answerOf(await send(KNOWN));
    const other = answerOf(await send(unknownEmail()));
    expect(known.status).toBeLessThan(500);
    expect(other).toEqual(known);
    tally.refused();
  });

  it('mails only the known address', async () => {
    const outbox = (await t.app.inject({ url: '/api/dev/outbox' })).json() as {
      messages: { to: string }[];
    };
    expect(outbox.messages.some((message) => message.to.startsWith('unknown-'))).toBe(false);
  });
});

describe('the calls that tell (spec 000 §5) are limited per client', () => {
  it.each([
    [
      'check-email-exists',
      20,
      () => post('/api/check-email-exists', { email_to_check: KNOWN }, ip),
    ],
    [
      // 5 a minute per client; the address it names reaches its own limit (3 an hour) first.
      'sign-up with a taken email',
      5,
      () =>
        post('/api/auth/sign-up/email', { email: KNOWN, password: 'Str0ng!pass', name: 'K' }, ip),
    ],
  ])('%s: at most %i answers, then 429 with Retry-After', async (_call, limit, send) => {
    tally.tried();
    ip = randomIp();
    let response = await send();
    let answered = 0;
    while (response.statusCode !== 429 && answered <= limit) {
      answered += 1;
      response = await send();
    }
    expect(answered).toBeLessThanOrEqual(limit);
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    tally.refused();
  });
});
