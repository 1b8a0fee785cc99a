import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { docBlocks, docServer, runCurl } from '../../../test/doc-examples.js';

/** docs/kutt-api.md's examples, run as a reader would copy them. */
const blocks = (language: string) => docBlocks('kutt-api.md', language);

let t: TestApp;
let origin: string;
let secret: string;

beforeAll(async () => {
  ({ t, origin, secret } = await docServer(['links:read', 'links:write', 'analytics:read']));
});
afterAll(() => t.close());

it('runs the curl commands as written, in order, each answered 2xx', async () => {
  const commands = blocks('sh');
  expect(commands).toHaveLength(6);
  let linkId = '';
  const answers: { status: string; body: string }[] = [];
  for (const command of commands) {
    const { status, body } = await runCurl(command, {
      KURZ: origin,
      KURZ_API_KEY: secret,
      LINK_ID: linkId,
    });
    answers.push({ status, body });
    if (!linkId && status === '201') linkId = JSON.parse(body).id;
  }
  expect(answers.map((answer) => answer.status)).toEqual([
    '200',
    '201',
    '200',
    '200',
    '200',
    '200',
  ]);
  expect(answers[0]?.body).toBe('OK');
  expect(JSON.parse(answers[1]?.body ?? '')).toMatchObject({
    address: 'spring',
    link: 'https://kurz.link/spring',
    description: 'Spring sale',
  });
  expect(JSON.parse(answers[3]?.body ?? '')).toMatchObject({ id: linkId, address: 'summer' });
  expect(JSON.parse(answers[4]?.body ?? '')).toMatchObject({ id: linkId, visit_count: 0 });
  expect(JSON.parse(answers[5]?.body ?? '')).toEqual({
    message: 'Link has been deleted successfully.',
  });
});

it('shortens with the ShareX config as ShareX sends it, and reads the link where it says', async () => {
  const [json] = blocks('json');
  const config = JSON.parse(json ?? '');
  expect(config).toMatchObject({ DestinationType: 'URLShortener', Body: 'JSON' });
  const url = config.RequestURL.replace('https://app.example.com', origin);
  const input = 'https://example.com/from-sharex';
  const answer = await fetch(url, {
    method: config.RequestMethod,
    headers: { ...config.Headers, 'X-API-KEY': secret, 'content-type': 'application/json' },
    body: config.Data.replace('{input}', input),
  });
  expect(answer.status).toBe(201);
  const reply = (await answer.json()) as Record<string, string>;
  const field = /^\{json:(\w+)\}$/.exec(config.URL)?.[1] ?? '';
  const short = new URL(reply[field] ?? '');
  const opened = await t.app.inject({ url: short.pathname, headers: { host: short.host } });
  expect(opened.statusCode).toBe(302);
  expect(opened.headers.location).toBe(input);

  const refused = await fetch(url, {
    method: config.RequestMethod,
    headers: { ...config.Headers, 'content-type': 'application/json' },
    body: config.Data.replace('{input}', input),
  });
  const error = /^\{json:(\w+)\}$/.exec(config.ErrorMessage)?.[1] ?? '';
  expect(refused.status).toBe(401);
  expect(((await refused.json()) as Record<string, string>)[error]).toBe(
    'Invalid or revoked API key',
  );
});
