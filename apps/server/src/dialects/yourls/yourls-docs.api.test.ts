import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.js';
import { docBlocks, docServer, runCurl } from '../../../test/doc-examples.js';

/** docs/yourls-api.md's examples, run as a reader would copy them. */
const blocks = (language: string) => docBlocks('yourls-api.md', language);

let t: TestApp;
let origin: string;
let secret: string;

beforeAll(async () => {
  ({ t, origin, secret } = await docServer(['links:read', 'links:write']));
});
afterAll(() => t.close());

it('runs the curl commands as written, in order, each answered 200', async () => {
  const commands = blocks('sh');
  expect(commands).toHaveLength(6);
  const answers: { status: string; body: string }[] = [];
  for (const command of commands) {
    const { status, body } = await runCurl(command, { KURZ: origin, KURZ_API_KEY: secret });
    answers.push({ status, body });
  }
  expect(answers.map((answer) => answer.status)).toEqual([
    '200',
    '200',
    '200',
    '200',
    '200',
    '200',
  ]);
  expect(JSON.parse(answers[0]?.body ?? '')).toMatchObject({
    status: 'success',
    shorturl: 'https://kurz.link/spring',
    title: 'Spring sale',
    url: { keyword: 'spring', url: 'https://example.com/spring-sale' },
  });
  expect(JSON.parse(answers[1]?.body ?? '')).toMatchObject({
    keyword: 'spring',
    longurl: 'https://example.com/spring-sale',
  });
  expect(answers[2]?.body).toContain('<shorturl>https://kurz.link/spring</shorturl>');
  expect(JSON.parse(answers[3]?.body ?? '')).toMatchObject({
    links: { link_1: { shorturl: expect.stringMatching(/^https:\/\/kurz\.link\//) } },
    stats: { total_links: expect.stringMatching(/^[1-9]\d*$/) },
  });
  expect(JSON.parse(answers[4]?.body ?? '')).toMatchObject({
    'db-stats': { total_links: expect.stringMatching(/^[1-9]\d*$/), total_clicks: '0' },
  });
  expect(answers[5]?.body).toMatch(/^https:\/\/kurz\.link\/[A-Za-z0-9]{8}$/);
});

it('shortens with the ShareX config as ShareX sends it, and reads the link where it says', async () => {
  const [json] = blocks('json');
  const config = JSON.parse(json ?? '');
  expect(config).toMatchObject({ DestinationType: 'URLShortener', Body: 'FormURLEncoded' });
  const url = config.RequestURL.replace('https://app.example.com', origin);
  const input = 'https://example.com/from-sharex';
  const form = (args: Record<string, string>) =>
    new URLSearchParams(
      Object.entries(args).map(([name, value]): [string, string] => [
        name,
        value.replace('{input}', input),
      ]),
    ).toString();
  const answer = await fetch(url, {
    method: config.RequestMethod,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form({ ...config.Arguments, signature: secret }),
  });
  expect(answer.status).toBe(200);
  const reply = (await answer.json()) as Record<string, string>;
  const field = /^\{json:(\w+)\}$/.exec(config.URL)?.[1] ?? '';
  const short = new URL(reply[field] ?? '');
  const opened = await t.app.inject({ url: short.pathname, headers: { host: short.host } });
  expect(opened.statusCode).toBe(302);
  expect(opened.headers.location).toBe(input);

  const refused = await fetch(url, {
    method: config.RequestMethod,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form(config.Arguments),
  });
  const error = /^\{json:(\w+)\}$/.exec(config.ErrorMessage)?.[1] ?? '';
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as Record<string, string>)[error]).toBe(
    'Invalid or revoked API key',
  );
});
