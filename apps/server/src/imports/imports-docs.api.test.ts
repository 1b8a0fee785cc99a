import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../../test/app.js';
import { docBlocks, docServer, runCurl } from '../../test/doc-examples.js';
import { IMPORT_POLL } from '../../test/import-harness.js';
import { startDubServer } from '../../test/vendors/dub-server.js';
import { startKuttServer } from '../../test/vendors/kutt-server.js';
import { startRebrandlyServer } from '../../test/vendors/rebrandly-server.js';
import { startShortioServer } from '../../test/vendors/shortio-server.js';
import { startYourlsServer } from '../../test/vendors/yourls-server.js';

/**
 * docs/api.md's import examples, run as a reader would copy them, against vendor-shaped
 * servers standing in for the hosts the doc names.
 */
let t: TestApp;
let origin: string;
let secret: string;

beforeAll(async () => {
  ({ t, origin, secret } = await docServer(['links:read', 'links:write'], {
    IMPORT_PRIVATE_HOSTS: '127.0.0.1',
  }));
});
afterAll(() => t.close());

it('queues every import as written, and each runs to the end', async () => {
  const yourls = await startYourlsServer({
    signature: 'doc-signature',
    links: [
      { keyword: 'doc-yourls', url: 'https://example.com/y', timestamp: '2024-01-01 00:00:00' },
    ],
  });
  const shortio = await startShortioServer({
    apiKey: 'doc-secret',
    domains: [
      {
        id: 1,
        hostname: 'sio.test',
        links: [
          {
            path: 'doc-shortio',
            originalURL: 'https://example.com/s',
            createdAt: '2024-01-01T00:00:00Z',
          },
        ],
      },
    ],
  });
  const seeds = (code: string) => [
    { code, url: `https://example.com/${code}`, createdAt: '2024-01-01T00:00:00Z' },
  ];
  const dub = await startDubServer({ key: 'doc-dub', links: seeds('doc-dub-1') });
  const kutt = await startKuttServer({ key: 'doc-kutt', links: seeds('doc-kutt-1') });
  const rebrandly = await startRebrandlyServer({
    key: 'doc-rebrandly',
    links: seeds('doc-rebrandly-1'),
    workspace: 'doc-workspace',
  });
  try {
    const commands = docBlocks('api.md', 'sh').filter((block) => block.includes('/api/v1/imports'));
    expect(commands).toHaveLength(5);
    const env = {
      KURZ: origin,
      KURZ_API_KEY: secret,
      YOURLS_SIGNATURE: 'doc-signature',
      SHORTIO_SECRET_KEY: 'doc-secret',
      DUB_API_KEY: 'doc-dub',
      KUTT_API_KEY: 'doc-kutt',
      REBRANDLY_API_KEY: 'doc-rebrandly',
      REBRANDLY_WORKSPACE: 'doc-workspace',
    };
    const ids: string[] = [];
    for (const command of commands) {
      const local = command
        .replace('https://sho.rt', yourls.baseUrl)
        .replace('https://api.short.io', shortio.baseUrl)
        .replace('https://api.dub.co', dub.baseUrl)
        .replace('https://kutt.to', kutt.baseUrl)
        .replace('https://api.rebrandly.com', rebrandly.baseUrl)
        .replace('go.example.com', 'go.kurz.link');
      const { status, body } = await runCurl(local, env);
      expect(status, body).toBe('202');
      expect(JSON.parse(body)).toEqual({ id: expect.any(String), status: 'queued' });
      ids.push(JSON.parse(body).id);
    }
    for (const id of ids) {
      await expect
        .poll(async () => {
          const { body } = await runCurl(
            `curl "$KURZ/api/v1/imports/${id}" -H "Authorization: Bearer $KURZ_API_KEY"`,
            env,
          );
          return JSON.parse(body);
        }, IMPORT_POLL)
        .toMatchObject({ status: 'done', created: 1 });
    }
  } finally {
    await Promise.all([
      yourls.close(),
      shortio.close(),
      dub.close(),
      kutt.close(),
      rebrandly.close(),
    ]);
  }
});
