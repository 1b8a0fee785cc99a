import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { seedClicks, seedLink, seedUser, verbCtx } from '../../test/seed.js';
import {
  claimDelivery,
  dueDeliveries,
  insertDeliveries,
  pruneDeliveries,
} from './delivery-repository.js';
import { insertEndpoint } from './endpoint-repository.js';
import { queueClickEvents } from './queue-click-events.js';
import { queuedDelivery } from './queued-delivery.js';

const NOW = 1_800_000_000_000;

describe.each(testEngines)('the webhook queue on $name', (engine) => {
  let db: TestDatabase | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  async function setUp(events: string[]) {
    db = await engine.open();
    await seedUser(db, 'ada', 'pro');
    await seedUser(db, 'bob', 'pro');
    await seedLink(db, 'ada-link', 'ada');
    await seedLink(db, 'bob-link', 'bob');
    await insertEndpoint(db.kysely, {
      id: 'hook',
      user_id: 'ada',
      org_id: null,
      url: 'https://hooks.example.com/',
      description: '',
      secret: 'whsec_c2VjcmV0',
      events: JSON.stringify(events),
      created_at: NOW,
      updated_at: NOW,
    });
    return { ...verbCtx(db, NOW), webhooks: { wake() {} } };
  }

  const clickPayloads = async (test: TestDatabase) =>
    (
      await test.kysely
        .selectFrom('webhook_deliveries')
        .select('payload')
        .where('event_type', '=', 'link.clicked')
        .orderBy('created_at')
        .execute()
    ).map((row) => JSON.parse(row.payload).data.clicks.length);

  it('hands each click to one delivery once, though two processes run at once', async () => {
    const ctx = await setUp(['link.clicked']);
    const test = db as TestDatabase;
    await seedClicks(test, [
      ...Array.from({ length: 7 }, (_, i) => ({ link_id: 'ada-link', clicked_at: NOW + i })),
      { link_id: 'bob-link', clicked_at: NOW },
    ]);
    const handed = await Promise.all([queueClickEvents(ctx), queueClickEvents(ctx)]);
    expect(handed.reduce((a, b) => a + b, 0)).toBe(8);
    expect(await clickPayloads(test)).toEqual([7]);
    expect(await queueClickEvents(ctx)).toBe(0);
    expect(await clickPayloads(test)).toEqual([7]);
  });

  it('holds at most 1,000 clicks in one delivery', async () => {
    const ctx = await setUp(['link.clicked']);
    const test = db as TestDatabase;
    await seedClicks(
      test,
      Array.from({ length: 2300 }, (_, i) => ({ link_id: 'ada-link', clicked_at: NOW + i })),
    );
    expect(await queueClickEvents(ctx)).toBe(2300);
    expect((await clickPayloads(test)).sort()).toEqual([1000, 1000, 300]);
  });

  it('moves past clicks when nobody subscribes, so a later subscriber gets only new ones', async () => {
    const ctx = await setUp(['link.created']);
    const test = db as TestDatabase;
    await seedClicks(test, [{ link_id: 'ada-link', clicked_at: NOW }]);
    expect(await queueClickEvents(ctx)).toBe(0);
    await test.kysely
      .updateTable('webhook_endpoints')
      .set({ events: '["link.clicked"]' })
      .execute();
    await seedClicks(test, [{ link_id: 'ada-link', clicked_at: NOW + 1 }]);
    expect(await queueClickEvents(ctx)).toBe(1);
    expect(await clickPayloads(test)).toEqual([1]);
  });

  it('moves past clicks without subscribers at most once a minute (each move is a write)', async () => {
    const ctx = await setUp(['link.created']);
    const test = db as TestDatabase;
    const movedAt = async () =>
      Number(
        (
          await test.kysely
            .selectFrom('webhook_click_state')
            .select('updated_at')
            .executeTakeFirstOrThrow()
        ).updated_at,
      );
    await seedClicks(test, [{ link_id: 'ada-link', clicked_at: NOW }]);
    await queueClickEvents(ctx);
    expect(await movedAt()).toBe(NOW);
    await seedClicks(test, [{ link_id: 'ada-link', clicked_at: NOW + 1 }]);
    const later = (ms: number) => ({ ...ctx, clock: { now: () => NOW + ms } });
    await queueClickEvents(later(59_000));
    expect(await movedAt()).toBe(NOW);
    await queueClickEvents(later(60_000));
    expect(await movedAt()).toBe(NOW + 60_000);
  });

  it('lets one process claim a due delivery', async () => {
    await setUp(['link.created']);
    const test = db as TestDatabase;
    await insertDeliveries(test.kysely, [
      queuedDelivery('hook', NOW, { type: 'link.created', data: {} }),
    ]);
    const [due] = await dueDeliveries(test.kysely, NOW, 10);
    expect(due).toMatchObject({ url: 'https://hooks.example.com/', secret: 'whsec_c2VjcmV0' });
    const id = String(due?.id);
    const claims = await Promise.all([
      claimDelivery(test.kysely, id, NOW, NOW + 60_000),
      claimDelivery(test.kysely, id, NOW, NOW + 60_000),
    ]);
    expect(claims.sort()).toEqual([false, true]);
    expect(await dueDeliveries(test.kysely, NOW, 10)).toEqual([]);
  });

  it('deletes delivered and failed deliveries past the cut-off, never pending ones', async () => {
    await setUp(['link.created']);
    const test = db as TestDatabase;
    const row = (status: string, createdAt: number) => ({
      ...queuedDelivery('hook', createdAt, { type: 'link.created', data: {} }),
      status,
    });
    await insertDeliveries(test.kysely, [
      row('delivered', NOW - 2000),
      row('failed', NOW - 2000),
      row('pending', NOW - 2000),
      row('delivered', NOW),
    ]);
    expect(await pruneDeliveries(test.kysely, NOW - 1000)).toBe(2);
    const left = await test.kysely.selectFrom('webhook_deliveries').select('status').execute();
    expect(left.map((r) => r.status).sort()).toEqual(['delivered', 'pending']);
  });
});
