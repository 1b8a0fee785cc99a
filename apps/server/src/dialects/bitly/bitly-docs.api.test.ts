import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { docBlocks, docServer, runCurl } from '../../../test/doc-examples.js';

/** docs/bitly-api.md's examples, run as a reader would copy them. */
const blocks = (language: string) => docBlocks('bitly-api.md', language);

let t: TestApp;
let origin: string;
let secret: string;

beforeAll(async () => {
  ({ t, origin, secret } = await docServer(['links:read', 'links:write', 'analytics:read']));
});
afterAll(() => t.close());

it('runs the curl commands as written, in order, each answered 2xx', async () => {
  const commands = blocks('sh');
  expect(commands).toHaveLength(9);
  let bitlink = '';
  const answers: { status: string; body: string }[] = [];
  for (const command of commands) {
    const { status, body } = await runCurl(command, {
      KURZ: origin,
      KURZ_API_KEY: secret,
      BITLINK: bitlink,
    });
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
