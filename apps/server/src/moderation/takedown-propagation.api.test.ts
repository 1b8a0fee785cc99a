import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { type AuthClient, signedInClient } from '../../test/auth-client.js';
import { buildApp } from '../app.js';
import { type Db, openDatabase } from '../db/database.js';

/**
 * Two processes on one database, as a scaled-out deployment runs: a takedown made through
 * one is answered by the other within the link change feed's bound (a read a second).
 */
const BOUND_MS = 3000;

let t: TestApp;
let otherDb: Db;
let other: FastifyInstance;
let boss: AuthClient;

beforeEach(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@kurz.test' });
  otherDb = openDatabase(t.db.settings);
  other = await buildApp({ config: t.config, db: otherDb, log: pino({ level: 'silent' }) });
  await other.ready();
  const ada = await signedInClient(t.app, 'ada@example.com');
  boss = await signedInClient(t.app, 'boss@kurz.test');
  await ada.post('/api/shorten', { full_url: 'https://example.com/x', short_url: 'spread-it' });
});
afterEach(async () => {
  await other.close();
  await otherDb.close();
  await t.close();
});

const statusOn = async (app: FastifyInstance) =>
  (await app.inject({ url: '/spread-it', headers: { host: 'kurz.link' } })).statusCode;

/** Polls the other process until it answers `status`; returns how long that took. */
async function untilOtherAnswers(status: number): Promise<number> {
  const started = Date.now();
  while ((await statusOn(other)) !== status) {
    if (Date.now() - started > BOUND_MS)
      throw new Error(`still not ${status} after ${BOUND_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

describe('a takedown reaches every process', () => {
  it('a disabled link answers 451 on the other process within the bound, and 302 once enabled', async () => {
    expect(await statusOn(other)).toBe(302); // cached there
    expect(await statusOn(t.app)).toBe(302);
    await boss.post('/api/admin/moderation/link', { shortUrl: 'spread-it', isDisabled: true });
    expect(await statusOn(t.app)).toBe(451); // at once where it was made
    expect(await untilOtherAnswers(451)).toBeLessThan(BOUND_MS);
    await boss.post('/api/admin/moderation/link', { shortUrl: 'spread-it', isDisabled: false });
    expect(await untilOtherAnswers(302)).toBeLessThan(BOUND_MS);
  });

  it("a disabled user's links answer 451 on the other process within the bound", async () => {
    expect(await statusOn(other)).toBe(302);
    await boss.post('/api/admin/moderation/user', { email: 'ada@example.com', isDisabled: true });
    expect(await statusOn(t.app)).toBe(451);
    expect(await untilOtherAnswers(451)).toBeLessThan(BOUND_MS);
    await boss.post('/api/admin/moderation/user', { email: 'ada@example.com', isDisabled: false });
    expect(await untilOtherAnswers(302)).toBeLessThan(BOUND_MS);
  });
});
