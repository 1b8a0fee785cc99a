import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AuthClient } from '../../test/auth-client.js';
import {
  addDomain,
  addVerifiedDomain,
  type DomainsWorld,
  startDomainsWorld,
  userOnPlan,
} from '../../test/custom-domains.js';

/**
 * The files phones read to open a domain's links in an app, entered by the domain's
 * manager and served under /.well-known/ on the domain itself.
 */
let world: DomainsWorld;
let ada: AuthClient;

beforeEach(async () => {
  world = await startDomainsWorld();
  ada = await userOnPlan(world.t, 'ada@example.com', 'premium');
});
afterEach(() => world.close());

const AASA = {
  applinks: { details: [{ appIDs: ['ABCDE12345.com.ada.app'], components: [{ '/': '/*' }] }] },
};
const FINGERPRINT = Array.from({ length: 32 }, () => 'AB').join(':');
const ASSET_LINKS = [
  {
    relation: ['delegate_permission/common.handle_all_urls'],
    target: {
      namespace: 'android_app',
      package_name: 'com.ada.app',
      sha256_cert_fingerprints: [FINGERPRINT],
    },
  },
];

const onHost = (host: string, url: string) =>
  world.t.app.inject({ url, headers: { host }, remoteAddress: '198.51.100.7' });
const settings = (id: string, body: Record<string, unknown>) =>
  ada.send('PATCH', `/api/custom-domains/${id}`, body);

describe("a custom domain's app-link files", () => {
  it('are served on the domain once its manager saved them, as JSON, until removed', async () => {
    const domain = await addVerifiedDomain(ada, world.dns, 'go.ada.dev');
    expect((await onHost('go.ada.dev', '/.well-known/assetlinks.json')).statusCode).toBe(404);

    const saved = await settings(domain.id, {
      apple_app_site_association: AASA,
      // Pasted from the file as text: read as JSON.
      android_asset_links: JSON.stringify(ASSET_LINKS),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().domain).toMatchObject({
      apple_app_site_association: AASA,
      android_asset_links: ASSET_LINKS,
    });

    const apple = await onHost('go.ada.dev', '/.well-known/apple-app-site-association');
    expect(apple.statusCode).toBe(200);
    expect(apple.headers['content-type']).toContain('application/json');
    expect(apple.json()).toEqual(AASA);
    const android = await onHost('go.ada.dev', '/.well-known/assetlinks.json');
    expect(android.json()).toEqual(ASSET_LINKS);

    // Another file's change keeps this one; null removes it.
    await settings(domain.id, { apple_app_site_association: null });
    expect((await onHost('go.ada.dev', '/.well-known/apple-app-site-association')).statusCode).toBe(
      404,
    );
    expect((await onHost('go.ada.dev', '/.well-known/assetlinks.json')).statusCode).toBe(200);
  });

  it('are not served for a domain that does not serve, nor on the app', async () => {
    const pending = await addDomain(ada, 'pending.ada.dev');
    expect((await settings(pending.id, { android_asset_links: ASSET_LINKS })).statusCode).toBe(200);
    expect((await onHost('pending.ada.dev', '/.well-known/assetlinks.json')).statusCode).toBe(404);
    expect((await onHost('app.kurz.test', '/.well-known/assetlinks.json')).statusCode).toBe(404);
  });

  it.each([
    [
      'not JSON',
      { android_asset_links: '[{"relation": ' },
      'android_asset_links is not valid JSON',
    ],
    [
      'an Apple file without a section Apple reads',
      { apple_app_site_association: { apps: [] } },
      'apple_app_site_association needs one of applinks',
    ],
    [
      'a fingerprint that is not one',
      {
        android_asset_links: [
          {
            ...ASSET_LINKS[0],
            target: { ...ASSET_LINKS[0]?.target, sha256_cert_fingerprints: ['AB'] },
          },
        ],
      },
      'sha256_cert_fingerprints: each is 32 hex bytes',
    ],
    [
      'a file over 128 KB',
      { apple_app_site_association: { applinks: { x: 'a'.repeat(140_000) } } },
      'apple_app_site_association: at most 128 KB',
    ],
    ['nothing', {}, 'Nothing to change'],
  ])('refuses %s with a 400 naming the field', async (_name, body, message) => {
    const domain = await addVerifiedDomain(ada, world.dns, 'go.ada.dev');
    const refused = await settings(domain.id, body);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().error).toContain(message);
  });
});
