import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({}, { log: pino({ level: 'debug' }, sink) });
});
afterAll(() => t.close());

it("writes better-auth's warnings as JSON lines of our log, not coloured console text", async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { host: 'app.kurz.test', origin: 'https://app.kurz.test' },
    payload: { email: 'nobody@example.com', password: 'whatever-123' },
  });
  expect(response.statusCode).toBe(401);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  expect(entries).toContainEqual(
    expect.objectContaining({ component: 'better-auth', level: 40, msg: 'User not found' }),
  );
  expect(lines.join('\n')).not.toContain('\u001b[');
});
