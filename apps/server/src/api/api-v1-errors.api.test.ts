import { API_MESSAGES, API_SCOPES, type ApiScope } from '@kurz/shared';
import createClient, { type Client } from 'openapi-fetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { paths } from '../../test/api-v1.generated.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { addDomain, setPlan } from '../../test/custom-domains.js';
import { seedLink } from '../../test/seed.js';

/**
 * Every `/api/v1` operation's refusals, through the client generated from the OpenAPI
 * document: each a 4xx in the one error shape `{ error, code }`, never a 500.
 */

type ApiClient = Client<paths>;
type Method = 'get' | 'post' | 'patch' | 'delete';
/** `POST /api/v1/links`, …: every operation of the generated client, so the table must list each. */
type Operation = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P}`;
  }[Method];
}[keyof paths];

/** The resources the calls name: the caller's (ada's) own, and another user's (bob's). */
interface World {
  linkId: string;
  /** Deleted by the DELETE row's well-formed call; the other rows keep theirs. */
  doomedLinkId: string;
  domainId: string;
  doomedDomainId: string;
  othersLinkId: string;
  othersLinkCode: string;
  othersDomainId: string;
  importId: string;
  othersImportId: string;
  folderId: string;
  doomedFolderId: string;
  othersFolderId: string;
}

/** What a row's call may vary, wrong types included on purpose: the path id, body, query. */
interface Call {
  id?: string;
  body?: unknown;
  query?: Record<string, unknown>;
}

interface Answer {
  response: Response;
  error?: unknown;
}

interface OperationCase {
  scope: ApiScope;
  /** The call through the generated client: well-formed on the caller's own resources unless `call` says. */
  send(client: ApiClient, w: World, call?: Call): Promise<Answer>;
  /** The same call naming another user's resource: 404, as for one that does not exist. */
  othersResource?: (w: World) => Call;
  unknownResource?: Call;
  /** Each a 400 with a message. */
  badInput: Record<string, Call>;
  hasBody: boolean;
}

/** The call's body, or `fallback` when the call does not set one (`body: undefined` sends none). */
const bodyOf = (call: Call, fallback: unknown) => ('body' in call ? call.body : fallback) as never;
const queryOf = (call: Call, fallback: Record<string, unknown>) =>
  (call.query ?? fallback) as never;
const URL_BODY = { full_url: 'https://example.com/from-the-table' };
/** Nothing listens there: the job it queues fails at once, reaching nobody. */
const IMPORT_BODY = { source: 'shlink', base_url: 'http://127.0.0.1:9', api_key: 'k' } as const;

const OPERATIONS = {
  'POST /api/v1/links': {
    scope: 'links:write',
    send: (c, _w, call = {}) => c.POST('/api/v1/links', { body: bodyOf(call, URL_BODY) }),
    badInput: {
      'no body': { body: undefined },
      'full_url missing': { body: {} },
      'full_url a number': { body: { full_url: 42 } },
      'a list instead of an object': { body: [URL_BODY] },
      'redirect_type not a redirect': { body: { ...URL_BODY, redirect_type: 200 } },
      'full_url not a web address': { body: { full_url: 'javascript:alert(1)' } },
      'a field the API does not know': {
        body: { ...URL_BODY, variants: [{ url: 'https://e.com', weight: 1 }] },
      },
      'folder_id of no folder here': { body: { ...URL_BODY, folder_id: 'no-such-folder' } },
      'notes over 2,000 characters': { body: { ...URL_BODY, notes: 'n'.repeat(2001) } },
      'archived a word': { body: { ...URL_BODY, archived: 'yes' } },
    },
    hasBody: true,
  },
  'POST /api/v1/links/bulk': {
    scope: 'links:write',
    send: (c, _w, call = {}) =>
      c.POST('/api/v1/links/bulk', { body: bodyOf(call, { links: [URL_BODY] }) }),
    badInput: {
      'links missing': { body: {} },
      'links not a list': { body: { links: 'https://example.com' } },
      'no links': { body: { links: [] } },
      '101 links': {
        body: {
          links: Array.from({ length: 101 }, (_, i) => ({ full_url: `https://e.com/${i}` })),
        },
      },
      'an item without full_url': { body: { links: [URL_BODY, { short_url: 'x' }] } },
      'an item with a field the API does not know': { body: { links: [{ ...URL_BODY, x: 1 }] } },
    },
    hasBody: true,
  },
  'PATCH /api/v1/links/bulk': {
    scope: 'links:write',
    send: (c, w, call = {}) =>
      c.PATCH('/api/v1/links/bulk', {
        body: bodyOf(call, { ids: [w.linkId], set: { archived: false } }),
      }),
    badInput: {
      'no body': { body: undefined },
      'neither ids nor filter': { body: { set: { archived: true } } },
      'both ids and filter': { body: { ids: ['a'], filter: {}, set: { archived: true } } },
      'nothing to set': { body: { ids: ['a'], set: {} } },
      'a field the API does not know': { body: { ids: ['a'], set: { url: 'https://e.com' } } },
      '1,001 ids': {
        body: { ids: Array.from({ length: 1001 }, (_, i) => `l${i}`), set: { tags: [] } },
      },
      'folder_id of no folder here': { body: { ids: ['a'], set: { folder_id: 'no-such-folder' } } },
      'filter.folder_id of no folder here': {
        body: { filter: { folder_id: 'no-such-folder' }, set: { tags: [] } },
      },
    },
    hasBody: true,
  },
  'DELETE /api/v1/links/bulk': {
    scope: 'links:write',
    // An id of no link: its item fails, and the other rows keep their links.
    send: (c, _w, call = {}) =>
      c.DELETE('/api/v1/links/bulk', { body: bodyOf(call, { ids: ['no-such-link'] }) }),
    badInput: {
      'no body': { body: undefined },
      'neither ids nor filter': { body: {} },
      'ids not a list': { body: { ids: 'a' } },
      'a field the API does not know': { body: { ids: ['a'], everything: true } },
      'filter.archived a word': { body: { filter: { archived: 'yes' } } },
    },
    hasBody: true,
  },
  'GET /api/v1/links': {
    scope: 'links:read',
    send: (c, _w, call = {}) =>
      c.GET('/api/v1/links', { params: { query: queryOf(call, { sort: 'newest' }) } }),
    badInput: {
      'an unknown sort': { query: { sort: 'oldest' } },
      'limit not a number': { query: { limit: 'many' } },
      'limit over the page size': { query: { limit: 100_000 } },
      'a cursor that is not one': { query: { cursor: '%%%not-a-cursor' } },
      'folder_id of no folder here': { query: { folder_id: 'no-such-folder' } },
      'archived a word': { query: { archived: 'yes' } },
    },
    hasBody: false,
  },
  'GET /api/v1/links/{id}': {
    scope: 'links:read',
    send: (c, w, call = {}) =>
      c.GET('/api/v1/links/{id}', { params: { path: { id: call.id ?? w.linkId } } }),
    othersResource: (w) => ({ id: w.othersLinkId }),
    unknownResource: { id: 'no-such-link' },
    badInput: {},
    hasBody: false,
  },
  'PATCH /api/v1/links/{id}': {
    scope: 'links:write',
    send: (c, w, call = {}) =>
      c.PATCH('/api/v1/links/{id}', {
        params: { path: { id: call.id ?? w.linkId } },
        body: bodyOf(call, { full_url: 'https://example.com/changed' }),
      }),
    othersResource: (w) => ({ id: w.othersLinkId }),
    unknownResource: { id: 'no-such-link' },
    badInput: {
      'no body': { body: undefined },
      'nothing to change': { body: {} },
      'full_url a number': { body: { full_url: 42 } },
      'redirect_type a word': { body: { redirect_type: 'permanent' } },
      'a field the API does not know': { body: { full_url: 'https://e.com', variants: [] } },
      'query_precedence unknown': { body: { query_precedence: 'both' } },
      'folder_id of no folder here': { body: { folder_id: 'no-such-folder' } },
    },
    hasBody: true,
  },
  'DELETE /api/v1/links/{id}': {
    scope: 'links:write',
    send: (c, w, call = {}) =>
      c.DELETE('/api/v1/links/{id}', { params: { path: { id: call.id ?? w.doomedLinkId } } }),
    othersResource: (w) => ({ id: w.othersLinkId }),
    unknownResource: { id: 'no-such-link' },
    badInput: {},
    hasBody: false,
  },
  'GET /api/v1/analytics': {
    scope: 'analytics:read',
    send: (c, _w, call = {}) =>
      c.GET('/api/v1/analytics', { params: { query: queryOf(call, { range: '7d' }) } }),
    othersResource: (w) => ({ query: { link_id: w.othersLinkId } }),
    unknownResource: { query: { link_id: 'no-such-link' } },
    badInput: {
      'an unknown range': { query: { range: 'yesterday' } },
      'an unknown parameter': { query: { colour: 'blue' } },
      'an unknown format': { query: { format: 'xml' } },
    },
    hasBody: false,
  },
  'GET /api/v1/qr': {
    scope: 'links:read',
    send: (c, w, call = {}) =>
      c.GET('/api/v1/qr', {
        params: { query: queryOf(call, { code: `code-${w.linkId}`, format: 'svg' }) },
        parseAs: 'text',
      }),
    othersResource: (w) => ({ query: { code: w.othersLinkCode } }),
    unknownResource: { query: { code: 'no-such-code' } },
    badInput: {
      'code missing': { query: { format: 'svg' } },
      'a size not offered': { query: { code: 'any', size: 7 } },
      'an unknown format': { query: { code: 'any', format: 'gif' } },
    },
    hasBody: false,
  },
  'GET /api/v1/domains': {
    scope: 'domains:read',
    send: (c) => c.GET('/api/v1/domains'),
    badInput: {},
    hasBody: false,
  },
  'POST /api/v1/domains': {
    scope: 'domains:write',
    send: (c, _w, call = {}) =>
      c.POST('/api/v1/domains', { body: bodyOf(call, { domain: 'new.ada-brand.com' }) }),
    badInput: {
      'no body': { body: undefined },
      'domain missing': { body: {} },
      'domain a number': { body: { domain: 5 } },
      'not a domain name': { body: { domain: 'not a domain' } },
      'a field the API does not know': { body: { domain: 'x.ada-brand.com', apex: true } },
    },
    hasBody: true,
  },
  'PATCH /api/v1/domains/{id}': {
    scope: 'domains:write',
    send: (c, w, call = {}) =>
      c.PATCH('/api/v1/domains/{id}', {
        params: { path: { id: call.id ?? w.domainId } },
        body: bodyOf(call, { forward_query: false }),
      }),
    othersResource: (w) => ({ id: w.othersDomainId }),
    unknownResource: { id: 'no-such-domain' },
    badInput: {
      'no body': { body: undefined },
      'forward_query missing': { body: {} },
      'forward_query a word': { body: { forward_query: 'off' } },
      'a field the API does not know': { body: { forward_query: true, https: true } },
    },
    hasBody: true,
  },
  'POST /api/v1/domains/{id}/verify': {
    scope: 'domains:write',
    send: (c, w, call = {}) =>
      c.POST('/api/v1/domains/{id}/verify', { params: { path: { id: call.id ?? w.domainId } } }),
    othersResource: (w) => ({ id: w.othersDomainId }),
    unknownResource: { id: 'no-such-domain' },
    badInput: {},
    hasBody: false,
  },
  'DELETE /api/v1/domains/{id}': {
    scope: 'domains:write',
    send: (c, w, call = {}) =>
      c.DELETE('/api/v1/domains/{id}', { params: { path: { id: call.id ?? w.doomedDomainId } } }),
    othersResource: (w) => ({ id: w.othersDomainId }),
    unknownResource: { id: 'no-such-domain' },
    badInput: {},
    hasBody: false,
  },
  'POST /api/v1/imports': {
    scope: 'links:write',
    send: (c, _w, call = {}) => c.POST('/api/v1/imports', { body: bodyOf(call, IMPORT_BODY) }),
    badInput: {
      'no body': { body: undefined },
      'source unknown': { body: { ...IMPORT_BODY, source: 'tinyurl' } },
      'base_url missing': { body: { source: 'shlink', api_key: 'k' } },
      'api_key a number': { body: { ...IMPORT_BODY, api_key: 42 } },
      'base_url on a private address': { body: { ...IMPORT_BODY, base_url: 'http://10.0.0.1' } },
      'domain_map a list': { body: { ...IMPORT_BODY, domain_map: ['kurz.link'] } },
      'a field the API does not know': { body: { ...IMPORT_BODY, folder: 'imported' } },
    },
    hasBody: true,
  },
  'GET /api/v1/imports': {
    scope: 'links:read',
    send: (c) => c.GET('/api/v1/imports'),
    badInput: {},
    hasBody: false,
  },
  'GET /api/v1/imports/{id}': {
    scope: 'links:read',
    send: (c, w, call = {}) =>
      c.GET('/api/v1/imports/{id}', { params: { path: { id: call.id ?? w.importId } } }),
    othersResource: (w) => ({ id: w.othersImportId }),
    unknownResource: { id: 'no-such-import' },
    badInput: {},
    hasBody: false,
  },
  'GET /api/v1/folders': {
    scope: 'links:read',
    send: (c) => c.GET('/api/v1/folders'),
    badInput: {},
    hasBody: false,
  },
  'POST /api/v1/folders': {
    scope: 'links:write',
    send: (c, _w, call = {}) =>
      c.POST('/api/v1/folders', { body: bodyOf(call, { name: `Box ${crypto.randomUUID()}` }) }),
    badInput: {
      'no body': { body: undefined },
      'name missing': { body: {} },
      'name blank': { body: { name: '  ' } },
      'name over 100 characters': { body: { name: 'x'.repeat(101) } },
      'name a number': { body: { name: 7 } },
      'a field the API does not know': { body: { name: 'Q4', color: 'red' } },
    },
    hasBody: true,
  },
  'PATCH /api/v1/folders/{id}': {
    scope: 'links:write',
    send: (c, w, call = {}) =>
      c.PATCH('/api/v1/folders/{id}', {
        params: { path: { id: call.id ?? w.folderId } },
        body: bodyOf(call, { name: 'Ada box' }),
      }),
    othersResource: (w) => ({ id: w.othersFolderId }),
    unknownResource: { id: 'no-such-folder' },
    badInput: {
      'no body': { body: undefined },
      'name blank': { body: { name: '' } },
    },
    hasBody: true,
  },
  'DELETE /api/v1/folders/{id}': {
    scope: 'links:write',
    send: (c, w, call = {}) =>
      c.DELETE('/api/v1/folders/{id}', { params: { path: { id: call.id ?? w.doomedFolderId } } }),
    othersResource: (w) => ({ id: w.othersFolderId }),
    unknownResource: { id: 'no-such-folder' },
    badInput: {},
    hasBody: false,
  },
} satisfies Record<Operation, OperationCase>;

/** An ended import of `userId`'s, as the runner leaves it. */
async function seedImport(userId: string): Promise<string> {
  const id = crypto.randomUUID();
  await t.db.kysely
    .insertInto('imports')
    .values({
      id,
      user_id: userId,
      org_id: null,
      key_id: null,
      source: 'shlink',
      base_url: 'https://s.example',
      api_key: null,
      domain_map: '{}',
      status: 'done',
      cursor: null,
      total: 0,
      message: null,
      lease_until: null,
      runner: null,
      created_at: clock.now(),
      updated_at: clock.now(),
      finished_at: clock.now(),
    })
    .execute();
  return id;
}

const BODY_LIMIT = 1_048_576;

let t: TestApp;
let baseUrl: string;
let w: World;
/** Ada's keys: every scope; each scope but one; revoked. Carol's: her plan fell to free. */
const keys = {
  full: '',
  lacking: {} as Record<ApiScope, string>,
  revoked: '',
  downgraded: '',
};

// Calls here are counted like any other: a new minute per test keeps the per-key limit away.
const clock = { at: Date.UTC(2030, 5, 10), now: () => clock.at };
beforeEach(() => {
  clock.at += 60_000;
});

const clientFor = (authorization?: string) =>
  createClient<paths>({ baseUrl, headers: authorization ? { authorization } : {} });
const bearer = (secret: string) => clientFor(`Bearer ${secret}`);

async function createKey(user: AuthClient, scopes: readonly ApiScope[]) {
  const created = await user.post('/api/api-keys', { name: scopes.join(' '), scopes });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as { secret: string; key: { id: string } };
}

async function folderOf(user: AuthClient, name: string): Promise<string> {
  const created = await user.post('/api/folders', { name });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().folder.id;
}

async function userId(user: AuthClient): Promise<string> {
  return (await user.get('/api/profile')).json().id;
}

beforeAll(async () => {
  t = await createTestApp({ IMPORT_PRIVATE_HOSTS: '127.0.0.1' }, { clock });
  const ada = await signedInClient(t.app, 'ada@example.com');
  const bob = await signedInClient(t.app, 'bob@example.com');
  const carol = await signedInClient(t.app, 'carol@example.com');
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();

  const [adaId, bobId] = [await userId(ada), await userId(bob)];
  await seedLink(t.db, 'ada-link', adaId);
  await seedLink(t.db, 'ada-doomed', adaId);
  await seedLink(t.db, 'bob-link', bobId);
  w = {
    linkId: 'ada-link',
    doomedLinkId: 'ada-doomed',
    domainId: (await addDomain(ada, 'links.ada-brand.com')).id,
    doomedDomainId: (await addDomain(ada, 'doomed.ada-brand.com')).id,
    othersLinkId: 'bob-link',
    othersLinkCode: 'code-bob-link',
    othersDomainId: (await addDomain(bob, 'links.bob-brand.com')).id,
    importId: await seedImport(adaId),
    othersImportId: await seedImport(bobId),
    folderId: await folderOf(ada, 'Ada box'),
    doomedFolderId: await folderOf(ada, 'Doomed box'),
    othersFolderId: await folderOf(bob, 'Bob box'),
  };

  keys.full = (await createKey(ada, API_SCOPES)).secret;
  for (const scope of API_SCOPES) {
    keys.lacking[scope] = (
      await createKey(
        ada,
        API_SCOPES.filter((other) => other !== scope),
      )
    ).secret;
  }
  const revoked = await createKey(ada, API_SCOPES);
  expect((await ada.send('DELETE', `/api/api-keys/${revoked.key.id}`)).statusCode).toBe(200);
  keys.revoked = revoked.secret;
  keys.downgraded = (await createKey(carol, API_SCOPES)).secret;
  await setPlan(t, 'carol@example.com', 'free');

  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** The one error shape: exactly `{ error, code }`, a message for a person and a machine code. */
function expectRefusal(answer: Answer, status: number, code: string, message?: string): void {
  expect(answer.response.status).toBe(status);
  expect(answer.response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.error).toEqual({ error: message ?? expect.stringMatching(/\w/), code });
}

/** Authorization headers that are no key at all, or not one of ours. */
const MALFORMED: [string, (secret: string) => string, string][] = [
  ['a key without the kurz_ prefix', () => 'Bearer not-a-kurz-key', API_MESSAGES.missingKey],
  ['another scheme', (secret) => `Basic ${btoa(`ada:${secret}`)}`, API_MESSAGES.missingKey],
  ['a Bearer without a key', () => 'Bearer', API_MESSAGES.missingKey],
  ['two keys', (secret) => `Bearer ${secret} ${secret}`, API_MESSAGES.missingKey],
  ['a made-up key', () => `Bearer kurz_AAAAAAAA_${'A'.repeat(32)}`, API_MESSAGES.invalidKey],
  [
    'a real key with its last character changed',
    (secret) => `Bearer ${secret.slice(0, -1)}${secret.endsWith('A') ? 'B' : 'A'}`,
    API_MESSAGES.invalidKey,
  ],
];

describe('the table', () => {
  it('lists every operation of the OpenAPI document, and nothing else', async () => {
    const response = await fetch(`${baseUrl}/api/v1/openapi.json`);
    const document = (await response.json()) as { paths: Record<string, object> };
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.length).toBeGreaterThan(10);
    expect(Object.keys(OPERATIONS).sort()).toEqual(documented.sort());
  });
});

describe.each(Object.entries(OPERATIONS) as [Operation, OperationCase][])('%s', (_, op) => {
  it('answers the well-formed call with the right key (what the refusals below change)', async () => {
    const answer = await op.send(bearer(keys.full), w);
    expect(answer.response.status, JSON.stringify(answer.error)).toBeLessThan(300);
  });

  it('refuses a call without a key: 401', async () => {
    expectRefusal(await op.send(clientFor(), w), 401, 'unauthenticated', API_MESSAGES.missingKey);
  });

  it.each(MALFORMED)('refuses %s: 401', async (_name, header, message) => {
    expectRefusal(await op.send(clientFor(header(keys.full)), w), 401, 'unauthenticated', message);
  });

  it('refuses a revoked key: 401', async () => {
    const answer = await op.send(bearer(keys.revoked), w);
    expectRefusal(answer, 401, 'unauthenticated', API_MESSAGES.invalidKey);
  });

  it('refuses the key of a user no longer on pro: 403', async () => {
    const answer = await op.send(bearer(keys.downgraded), w);
    expectRefusal(answer, 403, 'forbidden', API_MESSAGES.proOnly);
  });

  it('refuses a key without the scope: 403', async () => {
    const answer = await op.send(bearer(keys.lacking[op.scope]), w);
    expectRefusal(answer, 403, 'forbidden', API_MESSAGES.missingScope(op.scope));
  });

  const { othersResource, unknownResource } = op;
  if (othersResource) {
    it("answers another user's resource as unknown: 404", async () => {
      expectRefusal(await op.send(bearer(keys.full), w, othersResource(w)), 404, 'not_found');
    });
  }
  if (unknownResource) {
    it('answers an unknown id: 404', async () => {
      expectRefusal(await op.send(bearer(keys.full), w, unknownResource), 404, 'not_found');
    });
  }

  for (const [name, call] of Object.entries(op.badInput)) {
    it(`refuses bad input (${name}): 400`, async () => {
      const answer = await op.send(bearer(keys.full), w, call);
      expectRefusal(answer, 400, 'invalid_input');
      // Named, so a client learns which of its fields this server does not understand.
      if (name.includes('does not know'))
        expect((answer.error as { error: string }).error).toMatch(/Unknown field: \w+/);
    });
  }

  if (op.hasBody) {
    it('refuses a body over the size limit: 413', async () => {
      const body = { full_url: `https://example.com/${'a'.repeat(BODY_LIMIT)}` };
      const answer = await op.send(bearer(keys.full), w, { body });
      expectRefusal(answer, 413, 'payload_too_large', 'Request body is too large');
    });
  }
});
