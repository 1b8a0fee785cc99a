import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { signedInClient } from '../../../test/auth-client.js';

/** docs/bitly-api.md's examples, run as a reader would copy them. */
const DOC = fs.readFileSync(
  fileURLToPath(new URL('../../../../../docs/bitly-api.md', import.meta.url)),
  'utf8',
);
const blocks = (language: string) =>
  [...DOC.matchAll(new RegExp(`\`\`\`${language}\\n([\\s\\S]*?)\`\`\``, 'g'))].map(
    (match) => match[1] ?? '',
  );

const run = promisify(execFile);
let t: TestApp;
let origin: string;
let secret: string;

beforeAll(async () => {
  t = await createTestApp();
  const ada = await signedInClient(t.app, 'ada@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  const created = await ada.post('/api/api-keys', {
    name: 'docs',
    scopes: ['links:read', 'links:write', 'analytics:read'],
  });
  secret = created.json().secret;
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

it('runs the curl commands as written, in order, each answered 2xx', async () => {
  const commands = blocks('sh');
  expect(commands).toHaveLength(9);
  let bitlink = '';
  const answers: { status: string; body: string }[] = [];
  for (const command of commands) {
    const { stdout } = await run('sh', ['-c', `${command.trim()} -sS -w '\\n%{http_code}'`], {
      env: { PATH: process.env.PATH, KURZ: origin, KURZ_API_KEY: secret, BITLINK: bitlink },
    });
    const [body = '', status = ''] = stdout.split(/\n(?=\d{3}$)/);
    answers.push({ status, body });
    if (!bitlink && status === '201') bitlink = JSON.parse(body).id;
  }
  expect(answers.map((answer) => answer.status)).toEqual([
    '200',
    '201',
    '200',
    '200',
    '200',
    '200',
    '201',
    '200',
    '200',
  ]);
  const body = (n: number) => JSON.parse(answers[n]?.body ?? '');
  expect(body(0).groups).toHaveLength(1);
  expect(body(1)).toMatchObject({ id: bitlink, long_url: 'https://example.com/spring-sale' });
  expect(body(2)).toMatchObject({ id: bitlink, link: `https://${bitlink}` });
  expect(body(3)).toMatchObject({ id: bitlink, title: 'Spring sale', tags: ['spring'] });
  expect(body(4)).toMatchObject({ total_clicks: 0, units: 30, unit: 'day' });
  expect(body(5)).toMatchObject({ id: bitlink, long_url: 'https://example.com/spring-sale' });
  expect(body(6)).toMatchObject({ title: 'Summer', tags: ['summer'] });
  expect(body(7)).toMatchObject({
    login: 'ada@example.com',
    default_group_guid: body(0).groups[0].guid,
  });
  expect(body(8)).toEqual({ links_deleted: [{ id: bitlink, link: `https://${bitlink}` }] });
});
