import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import { countClicks } from '../../test/seed.js';
import type { NewClick } from '../db/schema.js';
import { CLICK_BATCH_KEY_MS, createClickWriter, pruneClickBatches } from './click-repository.js';

const T0 = Date.UTC(2026, 10, 24, 9, 0, 0);

function click(link: string, at = T0): NewClick {
  return {
    link_id: link,
    clicked_at: at,
    referrer_host: null,
    country: 'Unknown',
    browser: 'Unknown',
    os: 'Unknown',
    device: 'Unknown',
    is_bot: 0,
    is_qr: 0,
    visitor_hash: 'h',
  };
}

describe.each(testEngines)('writing click batches on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(() => db.dispose());

  const keys = async () =>
    (await db.kysely.selectFrom('click_batches').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    );

  it('stores each key once, and forgets keys older than the cut when pruned', async () => {
    const write = createClickWriter(db);
    await write([{ key: 'old', clicks: [click('a'), click('b')] }], T0);
    await write(
      [
        { key: 'old', clicks: [click('a'), click('b')] },
        { key: 'new', clicks: [click('c')] },
      ],
      T0 + CLICK_BATCH_KEY_MS,
    );
    expect(await countClicks(db)).toBe(3);
    expect(await keys()).toEqual(['new', 'old']);

    await pruneClickBatches(db, T0 + 1);
    expect(await keys()).toEqual(['new']);
  });

  it('writes nothing for a write of batches all seen before', async () => {
    const write = createClickWriter(db);
    await write([{ key: 'k', clicks: [click('a')] }], T0);
    await write([{ key: 'k', clicks: [click('a')] }], T0);
    await write([], T0);
    expect(await countClicks(db)).toBe(1);
  });
});
