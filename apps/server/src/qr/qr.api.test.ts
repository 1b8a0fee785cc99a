import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, type TestAppTemplate, testAppTemplate } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';

let t: TestApp;
let boss: AuthClient;

/** The boss on pro and a link, made once; each test gets a fresh app on a database copy. */
let template: TestAppTemplate<AuthClient>;

beforeAll(async () => {
  template = await testAppTemplate({ ADMIN_EMAILS: 'boss@kurz.test' }, {}, async (first) => {
    const client = await signedInClient(first.app, 'boss@kurz.test');
    expect((await client.post('/api/admin/test-plan', { plan: 'pro' })).statusCode).toBe(200);
    const created = await client.post('/api/shorten', {
      full_url: 'https://example.com/qr',
      short_url: 'qr-link',
    });
    expect(created.statusCode).toBe(200);
    return client;
  });
});
afterAll(() => template?.dispose());
beforeEach(async () => {
  t = await template.create();
  boss = template.prepared.on(t.app);
});
afterEach(() => t.close());

/** jsqr is CommonJS: its default export is the module itself once imported here. */
const jsQR = jsQRModule as unknown as typeof jsQRModule.default;

function decode(png: Buffer): { text: string; width: number } {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  return { text: code?.data ?? '', width: image.width };
}

describe('GET /api/qr', () => {
  it('renders a PNG of the short link with the QR marker, at the asked size', async () => {
    const response = await boss.get('/api/qr?code=qr-link&size=320');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(decode(response.rawPayload)).toEqual({
      text: 'https://kurz.link/qr-link?qr=1',
      width: 320,
    });
  });

  it('renders an SVG with the chosen colours', async () => {
    const response = await boss.get(
      `/api/qr?code=qr-link&format=svg&dark=${encodeURIComponent('#1e3a8a')}&light=${encodeURIComponent('#fefce8')}&ecl=H&margin=4`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toMatch(/^<svg/);
    expect(response.body).toContain('#1e3a8a');
    expect(response.body).toContain('#fefce8');
  });

  it.each(['free', 'premium'])('refuses a %s user with the spec message', async (plan) => {
    expect((await boss.post('/api/admin/test-plan', { plan })).statusCode).toBe(200);
    const response = await boss.get('/api/qr?code=qr-link');
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe(
      'QR code generation is available for Pro and Enterprise plans',
    );
  });

  it('needs a session', async () => {
    const response = await t.app.inject({
      url: '/api/qr?code=qr-link',
      headers: { host: 'app.kurz.test' },
    });
    expect(response.statusCode).toBe(401);
  });

  it("answers another user's link as not found", async () => {
    const bob = await signedInClient(t.app, 'bob@example.com');
    await t.db.kysely
      .updateTable('users')
      .set({ subscription_plan: 'pro' })
      .where('email', '=', 'bob@example.com')
      .execute();
    expect((await bob.get('/api/qr?code=qr-link')).statusCode).toBe(404);
  });

  it.each([
    ['a size not in the list', 'size=300', 'size must be one of 128, 192, 256, 320, 512'],
    ['a size that is no number', 'size=big', 'size must be one of'],
    ['a colour without #', 'dark=000000', 'dark must be a colour written #rrggbb'],
    [
      'a malformed colour',
      `light=${encodeURIComponent('#fffff')}`,
      'light must be a colour written #rrggbb',
    ],
    ['a named colour', 'dark=red', 'dark must be a colour written #rrggbb'],
    ['an unknown error level', 'ecl=X', 'ecl must be one of L, M, Q, H'],
    ['a negative margin', 'margin=-1', 'margin must be at least 0'],
    ['an unknown format', 'format=gif', 'format must be png or svg'],
  ])('refuses %s with a 400 naming the parameter', async (_name, query, message) => {
    const response = await boss.get(`/api/qr?code=qr-link&${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain(message);
  });

  it('refuses a missing code with a 400', async () => {
    const response = await boss.get('/api/qr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toContain('code is required');
  });
});
