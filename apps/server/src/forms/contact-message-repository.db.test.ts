import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NewContactMessage } from '../db/schema.js';
import { type TestDatabase, testEngines } from '../test/databases.js';
import {
  countContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessages,
  markContactMessageHandled,
} from './contact-message-repository.js';

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
    const [stored] = await listContactMessages(db.kysely, 10);
    expect(stored).toEqual(row);
    expect(typeof stored?.created_at).toBe('number');
  });

  it('lists newest first and honours the limit', async () => {
    const rows = [message(1000), message(3000), message(2000)];
    for (const row of rows) await insertContactMessage(db.kysely, row);
    const listed = await listContactMessages(db.kysely, 2);
    expect(listed.map((row) => row.created_at)).toEqual([3000, 2000]);
  });

  it('marks a message handled, and reports a missing one', async () => {
    const row = message(1000);
    await insertContactMessage(db.kysely, row);
    expect(await markContactMessageHandled(db.kysely, row.id, 5000)).toBe(true);
    expect(await markContactMessageHandled(db.kysely, randomUUID(), 5000)).toBe(false);
    const [stored] = await listContactMessages(db.kysely, 1);
    expect(stored?.handled_at).toBe(5000);
  });

  it('pages with an offset, counts all, and reopens a handled message', async () => {
    const rows = [message(1000), message(3000), message(2000)];
    for (const row of rows) await insertContactMessage(db.kysely, row);
    const second = await listContactMessages(db.kysely, 1, 1);
    expect(second.map((row) => row.created_at)).toEqual([2000]);
    expect(await countContactMessages(db.kysely)).toBe(3);
    const id = rows[0]?.id ?? '';
    await markContactMessageHandled(db.kysely, id, 5000);
    expect(await markContactMessageHandled(db.kysely, id, null)).toBe(true);
    expect((await findContactMessage(db.kysely, id))?.handled_at).toBeNull();
  });

  it('refuses a duplicate id', async () => {
    const row = message(1000);
    await insertContactMessage(db.kysely, row);
    await expect(insertContactMessage(db.kysely, row)).rejects.toThrow();
  });
});
