import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import type { NewContactMessage } from '../db/schema.js';
import { insertContactMessage } from './contact-message-repository.js';
import {
  countInboxRows,
  findInboxRow,
  listInboxRows,
  markInboxRowHandled,
} from './inbox-repository.js';

const message = (
  createdAt: number,
  overrides: Partial<NewContactMessage> = {},
): NewContactMessage => ({
  id: randomUUID(),
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'Custom domains',
  message: 'Can I use two domains on Premium? Ünïcödé and emoji 🎉 survive.',
  created_at: createdAt,
  handled_at: null,
  ...overrides,
});

describe.each(testEngines)('contact messages on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(async () => db.dispose());

  it('stores a message and reads it back exactly, times as numbers', async () => {
    const row = message(1_795_000_000_123);
    await insertContactMessage(db.kysely, row);
    const [stored] = await listInboxRows(db.kysely, 'contact_messages', 10);
    expect(stored).toEqual(row);
    expect(typeof stored?.created_at).toBe('number');
  });

  it('lists newest first and honours the limit', async () => {
    const rows = [message(1000), message(3000), message(2000)];
    for (const row of rows) await insertContactMessage(db.kysely, row);
    const listed = await listInboxRows(db.kysely, 'contact_messages', 2);
    expect(listed.map((row) => row.created_at)).toEqual([3000, 2000]);
  });

  it('marks a message handled, and reports a missing one', async () => {
    const row = message(1000);
    await insertContactMessage(db.kysely, row);
    expect(await markInboxRowHandled(db.kysely, 'contact_messages', row.id, 5000)).toBe(true);
    expect(await markInboxRowHandled(db.kysely, 'contact_messages', randomUUID(), 5000)).toBe(
      false,
    );
    const [stored] = await listInboxRows(db.kysely, 'contact_messages', 1);
    expect(stored?.handled_at).toBe(5000);
  });

  it('pages with an offset, counts all, and reopens a handled message', async () => {
    const rows = [message(1000), message(3000), message(2000)];
    for (const row of rows) await insertContactMessage(db.kysely, row);
    const second = await listInboxRows(db.kysely, 'contact_messages', 1, 1);
    expect(second.map((row) => row.created_at)).toEqual([2000]);
    expect(await countInboxRows(db.kysely, 'contact_messages')).toBe(3);
    const id = rows[0]?.id ?? '';
    await markInboxRowHandled(db.kysely, 'contact_messages', id, 5000);
    expect(await markInboxRowHandled(db.kysely, 'contact_messages', id, null)).toBe(true);
    expect((await findInboxRow(db.kysely, 'contact_messages', id))?.handled_at).toBeNull();
  });

  it('refuses a duplicate id', async () => {
    const row = message(1000);
    await insertContactMessage(db.kysely, row);
    await expect(insertContactMessage(db.kysely, row)).rejects.toThrow();
  });
});
