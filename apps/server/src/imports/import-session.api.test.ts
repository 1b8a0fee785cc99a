import type { ImportJobView } from '@kurz/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { PATIENTLY } from '../../test/patiently.js';
import { createTeam, joinTeam } from '../../test/teams.js';
import { startShlinkServer } from '../../test/vendors/shlink-server.js';

/**
 * The import screen's session routes: the same job as `/api/v1/imports`, in the workspace
 * the request names, with the same plan, role and domain rules.
 */
let t: TestApp;
const KEY = 'shlink-key-session';
/** The screen polls every 2 s; a test may poll faster within the read limit. */
const POLL = { ...PATIENTLY, interval: 300 };

beforeAll(async () => {
  t = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1' });
});
afterAll(() => t.close());

let people = 0;
async function newUser(plan: string) {
  const email = `screen-importer-${++people}-${Date.now()}@example.com`;
  const client = await signedInClient(t.app, email);
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: plan })
    .where('email', '=', email)
    .execute();
  return { client, email };
}

const seeds = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    shortCode: `${prefix}-code-${i}`,
    longUrl: `https://example.com/${prefix}/${i}`,
    dateCreated: new Date(Date.UTC(2024, 0, 1)).toISOString(),
    visits: 0,
  }));

async function ended(client: AuthClient, id: string, query = ''): Promise<ImportJobView> {
  return vi.waitFor(async () => {
    const job = (await client.get(`/api/imports/${id}${query}`)).json();
    expect(['done', 'failed']).toContain(job.status);
    return job;
  }, POLL);
}

describe('the import screen’s routes', () => {
  it('queues a job in the personal workspace and lists it newest first with its counts', async () => {
    const shlink = await startShlinkServer({ apiKey: KEY, links: seeds('ses', 30) });
    const { client } = await newUser('premium');
    const first = await client.post('/api/imports', {
      source: 'shlink',
      base_url: shlink.baseUrl,
      api_key: KEY,
      domain_map: {},
    });
    expect(first.statusCode, first.body).toBe(202);
    const id = first.json().id as string;
    const job = await ended(client, id);
    expect(job).toMatchObject({ status: 'done', total: 30, created: 30 });
    expect(JSON.stringify(job)).not.toContain(KEY);
    const second = await client.post('/api/imports', {
      source: 'shlink',
      base_url: shlink.baseUrl,
      api_key: KEY,
    });
    expect(second.statusCode, second.body).toBe(202);
    const again = await ended(client, second.json().id);
    await shlink.close();
    expect(again).toMatchObject({ status: 'done', total: 30, created: 0, existing: 30 });
    const list = (await client.get('/api/imports')).json() as { imports: ImportJobView[] };
    expect(list.imports.map((j) => j.id)).toEqual([second.json().id, id]);
  });

  it('refuses a free plan with the plan message, before anything is read', async () => {
    const { client } = await newUser('free');
    const answer = await client.post('/api/imports', {
      source: 'shlink',
      base_url: 'http://127.0.0.1:9',
      api_key: KEY,
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe(
      'Importing links from another shortener needs the premium plan or higher. Upgrade your plan to import links.',
    );
    expect((await client.get('/api/imports')).json()).toEqual({ imports: [] });
  });

  it('answers bad input with a 400 that names the field', async () => {
    const { client } = await newUser('pro');
    const cases: [object, RegExp][] = [
      [{ source: 'tinyurl', base_url: 'http://127.0.0.1:9', api_key: 'k' }, /source must be/],
      [{ source: 'shlink', base_url: 'ftp://x', api_key: 'k' }, /base_url must be an http/],
      [{ source: 'shlink', base_url: 'http://127.0.0.1:9', api_key: '' }, /api_key is required/],
      [
        {
          source: 'shlink',
          base_url: 'http://127.0.0.1:9',
          api_key: 'k',
          domain_map: { '*': 'x.invalid' },
        },
        /domain/i,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await client.post('/api/imports', body);
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.json().error).toMatch(message);
    }
  });

  it('acts in the team named: its members follow the job, a viewer may not start one, others see none', async () => {
    const shlink = await startShlinkServer({ apiKey: KEY, links: seeds('team', 5) });
    const owner = await newUser('free');
    const teamId = await createTeam(t, owner.client, owner.email);
    const viewer = await joinTeam(
      t,
      owner.client,
      teamId,
      `viewer-${Date.now()}@example.com`,
      'viewer',
    );
    const outsider = await newUser('pro');
    const created = await owner.client.post('/api/imports', {
      organization_id: teamId,
      source: 'shlink',
      base_url: shlink.baseUrl,
      api_key: KEY,
    });
    expect(created.statusCode, created.body).toBe(202);
    const id = created.json().id as string;
    const job = await ended(viewer, id, `?organization_id=${teamId}`);
    await shlink.close();
    expect(job).toMatchObject({ status: 'done', created: 5 });
    // Not in the owner's personal workspace, not another user's.
    expect((await owner.client.get(`/api/imports/${id}`)).statusCode).toBe(404);
    expect((await owner.client.get('/api/imports')).json().imports).toEqual([]);
    expect((await outsider.client.get(`/api/imports/${id}`)).statusCode).toBe(404);
    expect(
      (await outsider.client.get(`/api/imports/${id}?organization_id=${teamId}`)).statusCode,
    ).toBe(404);
    const byViewer = await viewer.post('/api/imports', {
      organization_id: teamId,
      source: 'shlink',
      base_url: shlink.baseUrl,
      api_key: KEY,
    });
    expect(byViewer.statusCode).toBe(403);
  });

  it('refuses a POST from another origin, as every session write', async () => {
    const { client } = await newUser('pro');
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/imports',
      payload: { source: 'shlink', base_url: 'http://127.0.0.1:9', api_key: 'k' },
      headers: {
        origin: 'https://evil.example',
        host: 'app.kurz.test',
        cookie: client.cookieHeader,
      },
    });
    expect(answer.statusCode).toBe(403);
    expect((await client.get('/api/imports')).json().imports).toEqual([]);
  });
});
