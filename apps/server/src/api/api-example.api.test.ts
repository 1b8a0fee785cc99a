import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { API_SHORTEN_EXAMPLE_REPLY, apiShortenExample } from '@kurz/shared';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';

const run = promisify(execFile);
let t: TestApp;
let origin: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  const ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', { name: 'snippet', scopes: ['links:write'] });
  expect(created.statusCode).toBe(201);
  secret = created.json().secret;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it("runs the /features/api page's snippet as written and answers what the page shows", async () => {
  const { stdout } = await run(
    'sh',
    ['-c', `${apiShortenExample(origin)} -sS -w '\\n%{http_code}'`],
    {
      env: { PATH: process.env.PATH, KURZ_API_KEY: secret },
    },
  );
  const [body = '', status] = stdout.split(/\n(?=\d{3}$)/);
  expect(status).toBe('201');
  const reply = JSON.parse(body);
  expect(reply.full_url).toBe(API_SHORTEN_EXAMPLE_REPLY.full_url);
  for (const [field, shown] of Object.entries(API_SHORTEN_EXAMPLE_REPLY)) {
    expect(typeof reply[field], field).toBe(typeof shown);
  }
  const stored = await t.db.kysely
    .selectFrom('links')
    .select('url')
    .where('id', '=', reply.id)
    .executeTakeFirst();
  expect(stored?.url).toBe('https://example.com/spring-sale');
});
