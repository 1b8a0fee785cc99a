import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';

let t: TestApp;
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({}, { log: pino({ level: 'info' }, sink) });
});
afterAll(() => t.close());

it('logs a checkout on an install without billing as a state at info, with no error and no stack', async () => {
  const ada = await signedInClient(t.app, 'ada@example.com');
  const response = await ada.post('/api/create-checkout-session', { plan: 'pro' });
  expect(response.statusCode).toBe(503);
  expect(lines).toContainEqual(
    expect.objectContaining({
      level: 30,
      msg: 'not configured on this install',
      reason: response.json().error,
    }),
  );
  expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
  expect(JSON.stringify(lines)).not.toContain('"stack"');
});
