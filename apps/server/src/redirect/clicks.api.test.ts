import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { signedInClient } from '../../test/auth-client.js';
import { readClickSums } from '../analytics/read-click-sums.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
  const ada = await signedInClient(t.app, 'ada@example.com');
  await ada.post('/api/shorten', {
    full_url: 'https://example.com/landing',
    short_url: 'count-me',
  });
});
afterEach(() => t.close());

const open = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: {
      host: 'kurz.link',
      'user-agent': 'Mozilla/5.0 Firefox/128.0',
      referer: 'https://social.example/post/1',
    },
  });

describe('clicks from redirects', () => {
  it('records one click per GET redirect, none for HEAD, and marks QR scans', async () => {
    for (let i = 0; i < 3; i++) expect((await open('/count-me')).statusCode).toBe(302);
    expect((await open('/count-me', 'HEAD')).statusCode).toBe(302);
    expect((await open('/count-me?qr=1')).statusCode).toBe(302);
    await t.app.clicks.flush();

    const clicks = await t.db.kysely.selectFrom('clicks').selectAll().execute();
    expect(clicks).toHaveLength(4);
    expect(clicks.filter((click) => click.is_qr === 1)).toHaveLength(1);
    expect(clicks[0]).toMatchObject({
      referrer_host: 'social.example',
      browser: 'Firefox',
      is_bot: 0,
    });
    const [link] = await t.db.kysely.selectFrom('links').select('id').execute();
    const sums = await readClickSums(
      t.db.kysely,
      { linkId: String(link?.id) },
      { from: 0, to: Number.MAX_SAFE_INTEGER },
    );
    expect([...sums.hours.values()]).toEqual([{ clicks: 4, humans: 4, qr: 1, visitors: 1 }]);
  });

  it('writes pending clicks when the app closes', async () => {
    for (let i = 0; i < 5; i++) await open('/count-me');
    await t.app.close();
    const clicks = await t.db.kysely.selectFrom('clicks').select('id').execute();
    expect(clicks).toHaveLength(5);
  });

  it('adds the written clicks to the analytics rollups by the time the app has closed', async () => {
    for (let i = 0; i < 3; i++) await open('/count-me');
    await open('/count-me?qr=1');
    await t.app.close();
    const [link] = await t.db.kysely.selectFrom('links').select('id').execute();
    const hourly = await t.db.kysely
      .selectFrom('analytics_hourly')
      .select(['clicks', 'qr_clicks'])
      .where('scope', '=', `link:${link?.id}`)
      .execute();
    expect(hourly).toEqual([{ clicks: 4, qr_clicks: 1 }]);
    const [state] = await t.db.kysely
      .selectFrom('analytics_rollup_state')
      .select('last_click_id')
      .execute();
    const [newest] = await t.db.kysely
      .selectFrom('clicks')
      .select((eb) => eb.fn.max('id').as('id'))
      .execute();
    expect(Number(state?.last_click_id)).toBe(Number(newest?.id));
  });
});
