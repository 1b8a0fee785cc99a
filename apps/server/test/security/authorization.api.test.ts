import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.js';
import { AttackTally } from '../attack-tally.js';
import { type AuthClient, signedInClient } from '../auth-client.js';
import { registeredRoutes } from '../registered-routes.js';

/**
 * Who may call what: every guarded route without a session (401), as another signed-in
 * user (their own data only: another's link is 404, another's user_id or an admin route
 * is 403) and as an admin (admin routes pass; other users' links stay theirs). A link of
 * another user is 404, as if it did not exist: a 403 would confirm that it does. Every
 * route the server registers is in the table or in PUBLIC_ROUTES.
 */

let t: TestApp;
let ada: AuthClient;
let bob: AuthClient;
let boss: AuthClient;
let adaId: string;
let linkId: string;
let domainId: string;
let teamId: string;
let keyId: string;
let hookId: string;
let importId: string;
let folderId: string;
const tally = new AttackTally();

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@kurz.test' });
  [ada, bob, boss] = (await Promise.all(
    ['ada@example.com', 'bob@example.com', 'boss@kurz.test'].map((email) =>
      signedInClient(t.app, email),
    ),
  )) as [AuthClient, AuthClient, AuthClient];
  // Pro for all three, so plan checks (QR, analytics) do not hide the ownership checks.
  await t.db.kysely.updateTable('users').set({ subscription_plan: 'pro' }).execute();
  adaId = (await ada.get('/api/profile')).json().id;
  const created = await ada.post('/api/shorten', {
    full_url: 'https://example.com/ada',
    short_url: 'ada-own-link',
  });
  linkId = created.json().id;
  domainId = (await ada.post('/api/custom-domains', { domain: 'ada-brand.com' })).json().domain.id;
  await t.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'enterprise' })
    .where('id', '=', adaId)
    .execute();
  teamId = (await ada.post('/api/organizations', { name: 'Ada Co', slug: 'ada-co' })).json()
    .organization.id;
  folderId = (await ada.post('/api/folders', { name: 'Ada box' })).json().folder.id;
  keyId = (await ada.post('/api/api-keys', { name: 'ada', scopes: ['links:read'] })).json().key.id;
  // A public address literal (no DNS); disabled at once, so nothing is ever sent to it.
  hookId = (
    await ada.post('/api/webhooks', { url: 'https://93.184.215.14/hook', events: ['link.deleted'] })
  ).json().endpoint.id;
  await ada.send('PATCH', `/api/webhooks/${hookId}`, { enabled: false });
  // An ended import of ada's, written directly so no runner ever reads a source for it.
  importId = 'ada-import-job';
  await t.db.kysely
    .insertInto('imports')
    .values({
      id: importId,
      user_id: adaId,
      org_id: null,
      key_id: null,
      source: 'shlink',
      base_url: 'https://shlink.example',
      api_key: null,
      domain_map: '{}',
      status: 'failed',
      cursor: null,
      total: null,
      message: 'The source refused the key',
      lease_until: null,
      runner: null,
      created_at: Date.now(),
      updated_at: Date.now(),
      finished_at: Date.now(),
    })
    .execute();
});
afterAll(async () => {
  tally.report(t.db.engine);
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Call {
  method: Method;
  url: () => string;
  body?: () => object;
}

const get = (url: string | (() => string)): Call => ({
  method: 'GET',
  url: typeof url === 'string' ? () => url : url,
});
const write = (method: Method, url: string | (() => string), body?: () => object): Call => ({
  method,
  url: typeof url === 'string' ? () => url : url,
  ...(body && { body }),
});
const adaLink = () => `/api/links/${linkId}`;
const customCheckout = () => ({
  customerName: 'Acme',
  customerEmail: 'buyer@acme.test',
  customMonthlyPrice: 500,
});

// [route, call, no session, another user, admin]
const TABLE: [string, Call, number, number, number][] = [
  ['GET /api/profile', get('/api/profile'), 401, 200, 200],
  ['PATCH /api/profile', write('PATCH', '/api/profile', () => ({ full_name: 'X' })), 401, 200, 200],
  ['DELETE /api/profile/avatar', write('DELETE', '/api/profile/avatar'), 401, 200, 200],
  ['GET /api/links', get('/api/links'), 401, 200, 200],
  ['GET /api/links/:id of ada', get(adaLink), 401, 404, 404],
  [
    'PATCH /api/links/:id of ada',
    write('PATCH', adaLink, () => ({ full_url: 'https://example.org/' })),
    401,
    404,
    404,
  ],
  ['DELETE /api/links/:id of ada', write('DELETE', adaLink), 401, 404, 404],
  // The same calls in a team (organization_id): one the caller is not in is no team at all.
  [
    "GET /api/links of ada's team",
    get(() => `/api/links?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "GET /api/links/:id in ada's team",
    get(() => `${adaLink()}?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "PATCH /api/links/:id in ada's team",
    write('PATCH', adaLink, () => ({ organization_id: teamId, title: 'x' })),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/links/:id in ada's team",
    write('DELETE', adaLink, () => ({ organization_id: teamId })),
    401,
    404,
    404,
  ],
  [
    "POST /api/links/bulk-delete in ada's team",
    write('POST', '/api/links/bulk-delete', () => ({ organization_id: teamId, ids: [linkId] })),
    401,
    404,
    404,
  ],
  [
    "PATCH /api/links/bulk in ada's team",
    write('PATCH', '/api/links/bulk', () => ({
      organization_id: teamId,
      ids: [linkId],
      set: { archived: false },
    })),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/links/bulk in ada's team",
    write('DELETE', '/api/links/bulk', () => ({ organization_id: teamId, ids: [linkId] })),
    401,
    404,
    404,
  ],
  [
    "POST /api/shorten to ada's team",
    write('POST', '/api/shorten', () => ({
      organization_id: teamId,
      full_url: 'https://example.com/in-team',
    })),
    401,
    404,
    404,
  ],
  [
    "GET /api/links/export of ada's team",
    get(() => `/api/links/export?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "POST /api/links/import/preview to ada's team",
    write('POST', '/api/links/import/preview', () => ({
      organization_id: teamId,
      csv: 'url\nhttps://example.com/csv',
    })),
    401,
    404,
    404,
  ],
  [
    "POST /api/links/import to ada's team",
    write('POST', '/api/links/import', () => ({
      organization_id: teamId,
      rows: [{ row: 2, url: 'https://example.com/csv' }],
    })),
    401,
    404,
    404,
  ],
  ['GET /api/tags', get('/api/tags'), 401, 200, 200],
  // Folders: each workspace's own; another's folder is as missing as one never made.
  ['GET /api/folders', get('/api/folders'), 401, 200, 200],
  [
    'POST /api/folders (each makes its own)',
    write('POST', '/api/folders', () => ({ name: 'Shared name' })),
    401,
    201,
    201,
  ],
  [
    "PATCH /api/folders/:id of ada's folder",
    write(
      'PATCH',
      () => `/api/folders/${folderId}`,
      () => ({ name: 'Taken over' }),
    ),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/folders/:id of ada's folder",
    write('DELETE', () => `/api/folders/${folderId}`),
    401,
    404,
    404,
  ],
  [
    "GET /api/folders of ada's team",
    get(() => `/api/folders?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "POST /api/folders to ada's team",
    write('POST', '/api/folders', () => ({ organization_id: teamId, name: 'In' })),
    401,
    404,
    404,
  ],
  [
    "PATCH /api/links/:id of ada into ada's folder",
    write('PATCH', adaLink, () => ({ folder_id: folderId })),
    401,
    404,
    404,
  ],
  [
    "POST /api/shorten into ada's folder",
    write('POST', '/api/shorten', () => ({
      full_url: 'https://example.com/filed',
      folder_id: folderId,
    })),
    401,
    400,
    400,
  ],
  // The import screen: the workspace's jobs only; a job of another workspace is not there.
  ['GET /api/imports', get('/api/imports'), 401, 200, 200],
  [
    "GET /api/imports of ada's team",
    get(() => `/api/imports?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  ["GET /api/imports/:id of ada's job", get(() => `/api/imports/${importId}`), 401, 404, 404],
  [
    "GET /api/imports/:id of ada's job in ada's team",
    get(() => `/api/imports/${importId}?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "POST /api/imports to ada's team",
    write('POST', '/api/imports', () => ({
      organization_id: teamId,
      source: 'shlink',
      base_url: 'https://shlink.example',
      api_key: 'k',
    })),
    401,
    404,
    404,
  ],
  [
    'POST /api/imports (no source: 400 once through)',
    write('POST', '/api/imports', () => ({})),
    401,
    400,
    400,
  ],
  ["GET /api/tags of ada's team", get(() => `/api/tags?organization_id=${teamId}`), 401, 404, 404],
  // DESTINATION_PROBE is off here: signed in, the route says titles are not fetched.
  [
    'POST /api/links/title',
    write('POST', '/api/links/title', () => ({ url: 'https://example.com/' })),
    401,
    404,
    404,
  ],
  [
    'POST /api/links/bulk-delete of ada',
    write('POST', '/api/links/bulk-delete', () => ({ ids: [linkId] })),
    401,
    200,
    200,
  ],
  // Ada's link is another's: its item fails as not found, the call itself answers 200.
  [
    'PATCH /api/links/bulk of ada',
    write('PATCH', '/api/links/bulk', () => ({ ids: [linkId], set: { archived: false } })),
    401,
    200,
    200,
  ],
  [
    'DELETE /api/links/bulk of ada',
    write('DELETE', '/api/links/bulk', () => ({ ids: [linkId] })),
    401,
    200,
    200,
  ],
  // Bulk links act on the caller's own links only (link-import.api.test.ts checks whose).
  ['GET /api/links/export', get('/api/links/export'), 401, 200, 200],
  [
    'POST /api/links/import/preview',
    write('POST', '/api/links/import/preview', () => ({ csv: 'url\nhttps://example.com/csv' })),
    401,
    200,
    200,
  ],
  [
    'POST /api/links/import',
    write('POST', '/api/links/import', () => ({
      rows: [{ row: 2, url: 'https://example.com/csv' }],
    })),
    401,
    200,
    200,
  ],
  [
    "POST /api/shorten with ada's user_id",
    write('POST', '/api/shorten', () => ({ full_url: 'https://example.com/x', user_id: adaId })),
    401,
    403,
    403,
  ],
  [
    "POST /api/create-checkout-session with ada's user_id",
    write('POST', '/api/create-checkout-session', () => ({ user_id: adaId, plan: 'pro' })),
    401,
    403,
    403,
  ],
  ['GET /api/subscription-limits', get('/api/subscription-limits'), 401, 200, 200],
  [
    "POST /api/analytics-real of ada's link",
    write('POST', '/api/analytics-real', () => ({ link_id: linkId })),
    401,
    404,
    404,
  ],
  [
    "POST /api/analytics of ada's link",
    write('POST', '/api/analytics', () => ({ link_id: linkId })),
    401,
    404,
    404,
  ],
  [
    "POST /api/analytics of ada's link as CSV",
    write('POST', '/api/analytics', () => ({ link_id: linkId, format: 'csv' })),
    401,
    404,
    404,
  ],
  [
    "POST /api/analytics of ada's link as JSON",
    write('POST', '/api/analytics', () => ({ link_id: linkId, format: 'json' })),
    401,
    404,
    404,
  ],
  ['GET /api/custom-domains', get('/api/custom-domains'), 401, 200, 200],
  [
    'POST /api/custom-domains (each adds its own pending row)',
    write('POST', '/api/custom-domains', () => ({ domain: 'links.shared-brand.com' })),
    401,
    201,
    201,
  ],
  [
    "PUT /api/custom-domains verify of ada's domain",
    write('PUT', '/api/custom-domains', () => ({ domain_id: domainId, action: 'verify' })),
    401,
    404,
    404,
  ],
  [
    "PATCH /api/custom-domains/:id settings of ada's domain",
    write(
      'PATCH',
      () => `/api/custom-domains/${domainId}`,
      () => ({ forward_query: false }),
    ),
    401,
    404,
    404,
  ],
  [
    "PUT /api/custom-domains delete of ada's domain",
    write('PUT', '/api/custom-domains', () => ({ domain_id: domainId, action: 'delete' })),
    401,
    404,
    404,
  ],
  [
    "GET /api/verify-dns of ada's domain",
    get('/api/verify-dns?domain=ada-brand.com'),
    401,
    404,
    404,
  ],
  ['GET /api/organizations', get('/api/organizations'), 401, 200, 200],
  [
    'POST /api/organizations (enterprise or admin only)',
    write('POST', '/api/organizations', () => ({ name: 'Boss Co', slug: 'boss-co' })),
    401,
    403,
    201,
  ],
  [
    "PATCH /api/organizations of ada's team",
    write('PATCH', '/api/organizations', () => ({ org_id: teamId, name: 'Taken' })),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/organizations of ada's team",
    write('DELETE', '/api/organizations', () => ({ org_id: teamId })),
    401,
    404,
    404,
  ],
  [
    'GET /api/organizations/slug-availability',
    get('/api/organizations/slug-availability?slug=free-slug'),
    401,
    200,
    200,
  ],
  [
    "GET /api/organization-members of ada's team",
    get(() => `/api/organization-members?org_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "POST /api/organization-members to ada's team",
    write('POST', '/api/organization-members', () => ({ org_id: teamId, email: 'x@example.com' })),
    401,
    404,
    404,
  ],
  [
    "PATCH /api/organization-members of ada's team",
    write('PATCH', '/api/organization-members', () => ({
      org_id: teamId,
      member_id: 'any',
      role: 'admin',
    })),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/organization-members of ada's team",
    write('DELETE', '/api/organization-members', () => ({ org_id: teamId, member_id: 'any' })),
    401,
    404,
    404,
  ],
  ['GET /api/invitations (own, without a token)', get('/api/invitations'), 401, 200, 200],
  [
    'POST /api/invitations (a guessed token)',
    write('POST', '/api/invitations?token=guessed-token&action=accept', () => ({})),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/organizations/:orgId/invitations/:invitationId of ada's team",
    write('DELETE', () => `/api/organizations/${teamId}/invitations/any`),
    401,
    404,
    404,
  ],
  [
    "GET /api/team-urls of ada's team",
    get(() => `/api/team-urls?organization_id=${teamId}`),
    401,
    404,
    404,
  ],
  [
    "PUT /api/team-urls of ada's team",
    write('PUT', '/api/team-urls', () => ({
      organization_id: teamId,
      id: linkId,
      fields: { full_url: 'https://example.org/' },
    })),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/team-urls of ada's team",
    write('DELETE', '/api/team-urls', () => ({ organization_id: teamId, id: linkId })),
    401,
    404,
    404,
  ],
  [
    "POST /api/shorten-team to ada's team",
    write('POST', '/api/shorten-team', () => ({
      organization_id: teamId,
      full_url: 'https://example.com/team',
    })),
    401,
    404,
    404,
  ],
  [
    "GET /api/organizations/:orgId/events of ada's team",
    get(() => `/api/organizations/${teamId}/events`),
    401,
    404,
    404,
  ],
  [
    "POST /api/organizations/:orgId/logo of ada's team",
    write(
      'POST',
      () => `/api/organizations/${teamId}/logo`,
      () => ({}),
    ),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/organizations/:orgId/logo of ada's team",
    write('DELETE', () => `/api/organizations/${teamId}/logo`),
    401,
    404,
    404,
  ],
  ['GET /api/api-keys', get('/api/api-keys'), 401, 200, 200],
  ['GET /api/api-usage', get('/api/api-usage'), 401, 200, 200],
  [
    'POST /api/api-keys',
    write('POST', '/api/api-keys', () => ({ name: 'k', scopes: ['links:read'] })),
    401,
    201,
    201,
  ],
  [
    "DELETE /api/api-keys/:id of ada's key",
    write('DELETE', () => `/api/api-keys/${keyId}`),
    401,
    404,
    404,
  ],
  ['GET /api/webhooks', get('/api/webhooks'), 401, 200, 200],
  ["GET /api/webhooks of ada's team", get(() => `/api/webhooks?org_id=${teamId}`), 401, 404, 404],
  [
    "POST /api/webhooks to ada's team",
    write('POST', '/api/webhooks', () => ({
      url: 'https://93.184.215.14/x',
      events: ['link.created'],
      org_id: teamId,
    })),
    401,
    404,
    404,
  ],
  [
    "PATCH /api/webhooks/:id of ada's webhook",
    write(
      'PATCH',
      () => `/api/webhooks/${hookId}`,
      () => ({ enabled: true }),
    ),
    401,
    404,
    404,
  ],
  [
    "DELETE /api/webhooks/:id of ada's webhook",
    write('DELETE', () => `/api/webhooks/${hookId}`),
    401,
    404,
    404,
  ],
  [
    "POST /api/webhooks/:id/rotate-secret of ada's webhook",
    write(
      'POST',
      () => `/api/webhooks/${hookId}/rotate-secret`,
      () => ({}),
    ),
    401,
    404,
    404,
  ],
  [
    "POST /api/webhooks/:id/test of ada's webhook",
    write(
      'POST',
      () => `/api/webhooks/${hookId}/test`,
      () => ({}),
    ),
    401,
    404,
    404,
  ],
  [
    "GET /api/webhooks/:id/deliveries of ada's webhook",
    get(() => `/api/webhooks/${hookId}/deliveries`),
    401,
    404,
    404,
  ],
  [
    "POST /api/webhooks/:id/deliveries/:deliveryId/replay of ada's webhook",
    write(
      'POST',
      () => `/api/webhooks/${hookId}/deliveries/msg_any/replay`,
      () => ({}),
    ),
    401,
    404,
    404,
  ],
  // The public API takes API keys only: a session cookie, anyone's, is no credential there.
  ...(
    [
      ['GET', '/api/v1/links'],
      ['POST', '/api/v1/links'],
      ['POST', '/api/v1/links/bulk'],
      ['PATCH', '/api/v1/links/bulk'],
      ['DELETE', '/api/v1/links/bulk'],
      ['GET', '/api/v1/links/:id'],
      ['PATCH', '/api/v1/links/:id'],
      ['DELETE', '/api/v1/links/:id'],
      ['GET', '/api/v1/analytics'],
      ['GET', '/api/v1/qr'],
      ['GET', '/api/v1/domains'],
      ['POST', '/api/v1/domains'],
      ['POST', '/api/v1/domains/:id/verify'],
      ['PATCH', '/api/v1/domains/:id'],
      ['DELETE', '/api/v1/domains/:id'],
      ['POST', '/api/v1/imports'],
      ['GET', '/api/v1/imports'],
      ['GET', '/api/v1/imports/:id'],
      ['GET', '/api/v1/folders'],
      ['POST', '/api/v1/folders'],
      ['PATCH', '/api/v1/folders/:id'],
      ['DELETE', '/api/v1/folders/:id'],
    ] as const
  ).map(([method, path]): [string, Call, number, number, number] => [
    `${method} ${path} (a session is no API key)`,
    method === 'GET'
      ? get(path.replace(':id', linkId ?? 'x'))
      : write(
          method,
          () => path.replace(':id', linkId),
          () => ({}),
        ),
    401,
    401,
    401,
  ]),
  ["GET /api/qr of ada's code", get('/api/qr?code=ada-own-link'), 401, 404, 404],
  ['GET /api/qr of a code nobody has', get('/api/qr?code=nobody-has-it'), 401, 404, 404],
  [
    'POST /api/create-portal-session (billing off: 503 once through)',
    write('POST', '/api/create-portal-session', () => ({})),
    401,
    503,
    503,
  ],
  [
    'POST /api/profile/avatar (no image: 400 once through)',
    write('POST', '/api/profile/avatar', () => ({})),
    401,
    400,
    400,
  ],
  [
    'POST /api/admin/test-plan',
    write('POST', '/api/admin/test-plan', () => ({ plan: 'pro' })),
    401,
    403,
    200,
  ],
  [
    'POST /api/create-custom-enterprise-checkout (billing off: 503 once through)',
    write('POST', '/api/create-custom-enterprise-checkout', customCheckout),
    401,
    403,
    503,
  ],
  ['GET /api/admin/inbox/:kind', get('/api/admin/inbox/contact-messages'), 401, 403, 200],
  [
    'PATCH /api/admin/inbox/:kind/:id (unknown id)',
    write('PATCH', '/api/admin/inbox/contact-messages/none', () => ({ handled: true })),
    401,
    403,
    404,
  ],
  ['GET /api/admin/inbox/link-reports', get('/api/admin/inbox/link-reports'), 401, 403, 200],
  ['GET /api/admin/moderation', get('/api/admin/moderation'), 401, 403, 200],
  // Enabling what is enabled: the admin passes without changing what other rows rely on.
  [
    "POST /api/admin/moderation/link (enable ada's link)",
    write('POST', '/api/admin/moderation/link', () => ({
      shortUrl: 'ada-own-link',
      isDisabled: false,
    })),
    401,
    403,
    200,
  ],
  [
    'POST /api/admin/moderation/user (enable ada)',
    write('POST', '/api/admin/moderation/user', () => ({
      email: 'ada@example.com',
      isDisabled: false,
    })),
    401,
    403,
    200,
  ],
  ['GET /api/admin/users', get('/api/admin/users?search=ada'), 401, 403, 200],
  // Enabling ada, who is enabled: the admin passes and nothing changes for other rows.
  [
    'PATCH /api/admin/users/:id (enable ada)',
    write(
      'PATCH',
      () => `/api/admin/users/${adaId}`,
      () => ({ disabled: false }),
    ),
    401,
    403,
    200,
  ],
  [
    'PATCH /api/admin/users/:id (unknown id)',
    write('PATCH', '/api/admin/users/no-such-user', () => ({ subscription_plan: 'pro' })),
    401,
    403,
    404,
  ],
];

/**
 * Shlink's API (dialects/shlink) takes a Kurz API key in X-Api-Key and nothing else: a
 * session is no credential there. Another workspace's key finds none of ada's short URLs.
 * [route, call, with bob's own key]
 */
const SHLINK_TABLE: [string, Call, number][] = [
  ['GET /rest/v3/short-urls', get('/rest/v3/short-urls'), 200],
  ['POST /rest/v3/short-urls (no longUrl)', write('POST', '/rest/v3/short-urls', () => ({})), 400],
  ["GET /rest/v3/short-urls/:shortCode of ada's", get('/rest/v3/short-urls/ada-own-link'), 404],
  [
    "PATCH /rest/v3/short-urls/:shortCode of ada's",
    write('PATCH', '/rest/v3/short-urls/ada-own-link', () => ({ title: 'bob was here' })),
    404,
  ],
  [
    "DELETE /rest/v3/short-urls/:shortCode of ada's",
    write('DELETE', '/rest/v3/short-urls/ada-own-link'),
    404,
  ],
  [
    "GET /rest/v3/short-urls/:shortCode/visits of ada's",
    get('/rest/v3/short-urls/ada-own-link/visits'),
    404,
  ],
  ['GET /rest/v3/tags', get('/rest/v3/tags'), 200],
  ['GET /rest/v3/tags/stats', get('/rest/v3/tags/stats'), 200],
  ['GET /rest/v3/domains', get('/rest/v3/domains'), 200],
];

/** Routes anyone may call (their own tests cover them), and better-auth's `/api/auth/*`. */
const PUBLIC_ROUTES = new Set([
  // Shlink's health check, keyless as in Shlink (dialects/shlink/shlink.api.test.ts).
  'GET /rest/health',
  'GET /rest/v3/health',
  'GET /',
  'GET /:code',
  // A protected link's password form (links/link-options.api.test.ts).
  'POST /:code',
  'GET /*',
  'POST /*',
  'GET /healthz',
  'GET /readyz',
  // Made from the shared page table (http/crawler-files.api.test.ts).
  'GET /robots.txt',
  'GET /sitemap.xml',
  // Its own bearer token, not a session (http/metrics.api.test.ts).
  'GET /metrics',
  'GET /api/dev/outbox',
  'GET /api/avatars/:file',
  'GET /api/team-logos/:file',
  'GET /api/v1/openapi.json',
  // Kutt's health check answers anyone, as Kutt's does (dialects/kutt).
  'GET /api/v2/health',
  'GET /api/sign-in-providers',
  'GET /api/short-domains',
  'GET /api/subscription-plans',
  'GET /api/subscription-plans/:id',
  'GET /api/redirect',
  'GET /api/verify-custom-domain',
  // A custom domain's app-link files (custom-domains/app-link-files.api.test.ts).
  'GET /.well-known/apple-app-site-association',
  'GET /.well-known/assetlinks.json',
  'GET /api/tls/ask',
  'POST /api/check-email-exists',
  'POST /api/check-availability',
  'POST /api/contact',
  'POST /api/report-link',
  'POST /api/enterprise-inquiry',
  'POST /api/stripe/webhook',
]);

function anonymous(call: Call): Promise<LightMyRequestResponse> {
  const body = call.body?.();
  return t.app.inject({
    method: call.method,
    url: call.url(),
    headers: { host: 'app.kurz.test', origin: 'https://app.kurz.test' },
    ...(body && { payload: body }),
  });
}

function as(client: AuthClient, call: Call): Promise<LightMyRequestResponse> {
  const body = call.body?.();
  if (call.method === 'GET') return client.get(call.url());
  if (call.method === 'POST') return client.post(call.url(), body);
  return client.send(call.method, call.url(), body);
}

describe('authorisation of every guarded route', () => {
  it.each(TABLE)('%s: no session', async (_route, call, status) => {
    tally.tried();
    const response = await anonymous(call);
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe('unauthenticated');
    tally.refused();
  });

  it.each(TABLE)('%s: another user', async (_route, call, _anonymous, status) => {
    tally.tried();
    expect((await as(bob, call)).statusCode).toBe(status);
    tally.refused();
  });

  it.each(TABLE)('%s: an admin', async (_route, call, _anonymous, _other, status) => {
    expect((await as(boss, call)).statusCode).toBe(status);
  });

  it('lists every guarded route the server registers', () => {
    const unlisted = registeredRoutes(t.app)
      .filter(({ method }) => method !== 'HEAD')
      .map(({ method, path }) => `${method} ${path}`)
      .filter((route) => !PUBLIC_ROUTES.has(route))
      .filter((route) => !TABLE.some(([name]) => name.startsWith(`${route} `) || name === route))
      .filter(
        (route) =>
          ![...KUTT_TABLE, ...SHLINK_TABLE, ...YOURLS_TABLE, ...BITLY_TABLE].some(
            ([name]) => name.startsWith(`${route} `) || name === route,
          ),
      );
    expect(unlisted).toEqual([]);
  });

  it("leaves ada's team as it was whoever else tried", async () => {
    const { organizations } = (await ada.get('/api/organizations')).json();
    expect(organizations).toMatchObject([{ id: teamId, name: 'Ada Co', member_count: 1 }]);
  });

  it("leaves ada's custom domain in place whoever else tried", async () => {
    const { domains } = (await ada.get('/api/custom-domains')).json();
    expect(domains.map((domain: { id: string }) => domain.id)).toEqual([domainId]);
  });

  it("leaves ada's link in place whoever else tried", async () => {
    const response = await ada.get(adaLink());
    expect(response.statusCode).toBe(200);
    expect(response.json().full_url).toBe('https://example.com/ada');
  });

  it("leaves ada's folder as it was whoever else tried", async () => {
    const { folders } = (await ada.get('/api/folders')).json();
    expect(folders).toMatchObject([{ id: folderId, name: 'Ada box' }]);
  });

  it("leaves ada's webhook as it was whoever else tried", async () => {
    const { endpoints } = (await ada.get('/api/webhooks')).json();
    expect(endpoints).toMatchObject([{ id: hookId, enabled: false }]);
  });

  it('answers 401, not 400, to a signed-out request whose body is invalid too', async () => {
    const response = await anonymous(write('POST', '/api/shorten', () => ({ full_url: 42 })));
    expect(response.statusCode).toBe(401);
  });

  it('checks the body only once signed in: 400 for ada with the same body', async () => {
    expect((await ada.post('/api/shorten', { full_url: 42 })).statusCode).toBe(400);
  });

  it('accepts a user_id that names the signed-in user', async () => {
    const response = await ada.post('/api/shorten', {
      full_url: 'https://example.com/mine',
      user_id: adaId,
    });
    expect(response.statusCode).toBe(200);
  });
});

/** A call of `call` with the key headers of another shortener's API instead of a session. */
function withKeyHeaders(call: Call, headers: Record<string, string>) {
  const body = call.body?.();
  return t.app.inject({
    method: call.method,
    url: call.url(),
    headers: { host: 'app.kurz.test', ...headers },
    ...(body && { payload: body }),
  });
}

/**
 * Kutt's API v2 (dialects/kutt) takes a Kurz key in X-API-KEY and nothing else: no key,
 * or only a session, is 401 in Kutt's `{ error }` shape; another user's key (an admin's
 * too) finds no link of ada's, 404 as if it did not exist.
 */
// [route, call, status with another user's key]
const KUTT_TABLE: [string, Call, number][] = [
  ['GET /api/v2/links (its own links only)', get('/api/v2/links'), 200],
  [
    'POST /api/v2/links (a link of its own)',
    write('POST', '/api/v2/links', () => ({ target: 'https://example.com/kutt-own' })),
    201,
  ],
  [
    'PATCH /api/v2/links/:id of ada',
    write(
      'PATCH',
      () => `/api/v2/links/${linkId}`,
      () => ({ target: 'https://example.org/' }),
    ),
    404,
  ],
  ['DELETE /api/v2/links/:id of ada', write('DELETE', () => `/api/v2/links/${linkId}`), 404],
  ['GET /api/v2/links/:id/stats of ada', get(() => `/api/v2/links/${linkId}/stats`), 404],
  [
    'DELETE /api/v2/links/:id/stats of ada',
    write('DELETE', () => `/api/v2/links/${linkId}/stats`),
    404,
  ],
  ['GET /api/v2/users (its own)', get('/api/v2/users'), 200],
];

describe("authorisation of Kutt's API v2", () => {
  const keys = { bob: '', boss: '' };
  beforeAll(async () => {
    const scopes = ['links:read', 'links:write', 'analytics:read', 'domains:read'];
    keys.bob = (await bob.post('/api/api-keys', { name: 'kutt', scopes })).json().secret;
    keys.boss = (await boss.post('/api/api-keys', { name: 'kutt', scopes })).json().secret;
  });

  it.each(KUTT_TABLE)('%s: no key', async (_route, call) => {
    tally.tried();
    const response = await withKeyHeaders(call, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String) });
    tally.refused();
  });

  it.each(KUTT_TABLE)('%s: a session is no key', async (_route, call) => {
    tally.tried();
    expect((await as(bob, { ...call, url: call.url })).statusCode).toBe(401);
    tally.refused();
  });

  it.each(KUTT_TABLE)("%s: another user's key", async (_route, call, status) => {
    tally.tried();
    const response = await withKeyHeaders(call, { 'x-api-key': keys.bob });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('ada-own-link');
    tally.refused();
  });

  it.each(KUTT_TABLE)("%s: an admin's key", async (_route, call, status) => {
    const response = await withKeyHeaders(call, { 'x-api-key': keys.boss });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('ada-own-link');
  });
});

describe("authorisation of Shlink's API", () => {
  const withKey = (call: Call, key: string) => withKeyHeaders(call, { 'x-api-key': key });
  let bobKey: string;
  beforeAll(async () => {
    const created = await bob.post('/api/api-keys', {
      name: 'bob, everything',
      scopes: ['links:read', 'links:write', 'analytics:read', 'domains:read'],
    });
    bobKey = created.json().secret;
  });

  it.each(SHLINK_TABLE)('%s: no key, a session or a wrong key is 401', async (_route, call) => {
    for (const [answer, type] of [
      [await anonymous(call), 'missing-authentication'],
      [await as(bob, call), 'missing-authentication'],
      [await withKey(call, 'kurz_not_a_key'), 'invalid-api-key'],
    ] as const) {
      tally.tried();
      expect(answer.statusCode).toBe(401);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(answer.json().type).toBe(`https://shlink.io/api/error/${type}`);
      tally.refused();
    }
  });

  it.each(SHLINK_TABLE)("%s: another workspace's key", async (_route, call, status) => {
    tally.tried();
    expect((await withKey(call, bobKey)).statusCode).toBe(status);
    if (status === 404) tally.refused();
  });
});

/**
 * YOURLS's API (dialects/yourls) takes a Kurz key as `signature` and nothing else: no key,
 * or only a session, is YOURLS's failed login (403, `{ message, errorCode }`); another
 * user's key (an admin's too) finds no link of ada's, 404 as if it did not exist.
 */
const yourls = (params: Record<string, string>) =>
  `/yourls-api.php?${new URLSearchParams({ format: 'json', ...params })}`;
// [route, call, status with another user's key]
const YOURLS_TABLE: [string, Call, number][] = [
  [
    'GET /yourls-api.php shorturl (a link of its own)',
    get(yourls({ action: 'shorturl', url: 'https://example.com/yourls-own' })),
    200,
  ],
  [
    'GET /yourls-api.php expand of ada',
    get(yourls({ action: 'expand', shorturl: 'ada-own-link' })),
    404,
  ],
  [
    'GET /yourls-api.php url-stats of ada',
    get(yourls({ action: 'url-stats', shorturl: 'https://kurz.link/ada-own-link' })),
    404,
  ],
  [
    'GET /yourls-api.php stats (its own links only)',
    get(yourls({ action: 'stats', filter: 'last', limit: '50' })),
    200,
  ],
  ['GET /yourls-api.php db-stats (its own)', get(yourls({ action: 'db-stats' })), 200],
  [
    'POST /yourls-api.php expand of ada',
    write('POST', yourls({}), () => ({ action: 'expand', shorturl: 'ada-own-link' })),
    404,
  ],
];

describe("authorisation of YOURLS's API", () => {
  const keys = { bob: '', boss: '' };
  beforeAll(async () => {
    const scopes = ['links:read', 'links:write'];
    keys.bob = (await bob.post('/api/api-keys', { name: 'yourls', scopes })).json().secret;
    keys.boss = (await boss.post('/api/api-keys', { name: 'yourls', scopes })).json().secret;
  });

  // A 404 echoes the keyword the caller sent, as YOURLS's does; ada's link itself never shows.
  const expectNoneOfAda = (body: string) => {
    expect(body).not.toContain('example.com\\/ada"');
    expect(body).not.toContain('example.com/ada"');
    expect(body).not.toContain('kurz.link\\/ada-own-link');
  };

  const yourlsCall = (call: Call, signature?: string) => {
    const url = () =>
      signature ? `${call.url()}&signature=${encodeURIComponent(signature)}` : call.url();
    return withKeyHeaders({ ...call, url }, {});
  };

  it.each(YOURLS_TABLE)('%s: no key', async (_route, call) => {
    tally.tried();
    const response = await yourlsCall(call);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: expect.any(String), errorCode: '403' });
    tally.refused();
  });

  it.each(YOURLS_TABLE)('%s: a session is no key', async (_route, call) => {
    tally.tried();
    expect((await as(bob, call)).statusCode).toBe(403);
    tally.refused();
  });

  it.each(YOURLS_TABLE)("%s: another user's key", async (_route, call, status) => {
    tally.tried();
    const response = await yourlsCall(call, keys.bob);
    expect(response.statusCode).toBe(status);
    expectNoneOfAda(response.body);
    tally.refused();
  });

  it.each(YOURLS_TABLE)("%s: an admin's key", async (_route, call, status) => {
    const response = await yourlsCall(call, keys.boss);
    expect(response.statusCode).toBe(status);
    expectNoneOfAda(response.body);
  });
});

/**
 * Bitly's API v4 (dialects/bitly) takes a Kurz key as a Bearer token and nothing else: no
 * key, or only a session, is Bitly's 403 FORBIDDEN; another user's key (an admin's too)
 * finds no link of ada's, 404 NOT_FOUND as if it did not exist.
 */
const adaBitlink = () => 'kurz.link/ada-own-link';
// [route, call, status with another user's key]
const BITLY_TABLE: [string, Call, number][] = [
  [
    'POST /v4/shorten (a link of its own)',
    write('POST', '/v4/shorten', () => ({ long_url: 'https://example.com/bitly-own' })),
    201,
  ],
  [
    'POST /v4/bitlinks (a link of its own)',
    write('POST', '/v4/bitlinks', () => ({ long_url: 'https://example.com/bitly-made' })),
    201,
  ],
  ['GET /v4/bitlinks/:bitlink/:code of ada', get(() => `/v4/bitlinks/${adaBitlink()}`), 404],
  [
    'GET /v4/bitlinks/:bitlink of ada',
    get(() => `/v4/bitlinks/${encodeURIComponent(adaBitlink())}`),
    404,
  ],
  [
    'PATCH /v4/bitlinks/:bitlink/:code of ada',
    write(
      'PATCH',
      () => `/v4/bitlinks/${adaBitlink()}`,
      () => ({ title: 'x' }),
    ),
    404,
  ],
  [
    'PATCH /v4/bitlinks/:bitlink of ada',
    write(
      'PATCH',
      () => `/v4/bitlinks/${encodeURIComponent(adaBitlink())}`,
      () => ({ title: 'x' }),
    ),
    404,
  ],
  [
    'DELETE /v4/bitlinks/:bitlink/:code of ada',
    write('DELETE', () => `/v4/bitlinks/${adaBitlink()}`),
    404,
  ],
  [
    'DELETE /v4/bitlinks/:bitlink of ada',
    write('DELETE', () => `/v4/bitlinks/${encodeURIComponent(adaBitlink())}`),
    404,
  ],
  [
    'GET /v4/bitlinks/:bitlink/:code/clicks/summary of ada',
    get(() => `/v4/bitlinks/${adaBitlink()}/clicks/summary`),
    404,
  ],
  [
    'GET /v4/bitlinks/:bitlink/clicks/summary of ada',
    get(() => `/v4/bitlinks/${encodeURIComponent(adaBitlink())}/clicks/summary`),
    404,
  ],
  [
    'POST /v4/expand of ada',
    write('POST', '/v4/expand', () => ({ bitlink_id: adaBitlink() })),
    404,
  ],
  ['GET /v4/user (its own)', get('/v4/user'), 200],
  ['GET /v4/groups (its own)', get('/v4/groups'), 200],
];

describe("authorisation of Bitly's API v4", () => {
  const keys = { bob: '', boss: '' };
  beforeAll(async () => {
    const scopes = ['links:read', 'links:write', 'analytics:read'];
    keys.bob = (await bob.post('/api/api-keys', { name: 'bitly', scopes })).json().secret;
    keys.boss = (await boss.post('/api/api-keys', { name: 'bitly', scopes })).json().secret;
  });

  const bitlyCall = withKeyHeaders;

  it.each(BITLY_TABLE)('%s: no key', async (_route, call) => {
    tally.tried();
    const response = await bitlyCall(call, {});
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      message: 'FORBIDDEN',
      description: expect.any(String),
    });
    tally.refused();
  });

  it.each(BITLY_TABLE)('%s: a session is no key', async (_route, call) => {
    tally.tried();
    expect((await as(bob, call)).statusCode).toBe(403);
    tally.refused();
  });

  it.each(BITLY_TABLE)("%s: another user's key", async (_route, call, status) => {
    tally.tried();
    const response = await bitlyCall(call, { authorization: `Bearer ${keys.bob}` });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('ada-own-link');
    tally.refused();
  });

  it.each(BITLY_TABLE)("%s: an admin's key", async (_route, call, status) => {
    const response = await bitlyCall(call, { authorization: `Bearer ${keys.boss}` });
    expect(response.statusCode).toBe(status);
    expect(response.body).not.toContain('ada-own-link');
  });
});
