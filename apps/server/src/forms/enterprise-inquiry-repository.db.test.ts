import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestDatabase, testEngines } from '../../test/databases.js';
import type { NewEnterpriseInquiry } from '../db/schema.js';
import { insertEnterpriseInquiry } from './enterprise-inquiry-repository.js';
import {
  countInboxRows,
  findInboxRow,
  listInboxRows,
  markInboxRowHandled,
} from './inbox-repository.js';

const inquiry = (
  createdAt: number,
  additionalInfo: string | null = null,
): NewEnterpriseInquiry => ({
  id: randomUUID(),
  first_name: 'Grace',
  last_name: 'Hopper',
  company_name: 'Navy Labs 🎉',
  business_email: 'grace@navylabs.example',
  phone_number: '+1 555 010 2030',
  job_title: 'cto',
  company_size: '1000+',
  primary_use_case: 'white-label',
  country: 'Ísland',
  additional_info: additionalInfo,
  created_at: createdAt,
  handled_at: null,
});

describe.each(testEngines)('enterprise inquiries on $name', (engine) => {
  let db: TestDatabase;
  beforeEach(async () => {
    db = await engine.open();
  });
  afterEach(async () => db.dispose());

  it('stores an inquiry and reads it back exactly, times as numbers', async () => {
    const row = inquiry(1_795_000_000_123, 'Multi-line\nnotes');
    await insertEnterpriseInquiry(db.kysely, row);
    expect(await findInboxRow(db.kysely, 'enterprise_inquiries', row.id)).toEqual(row);
  });

  it('pages newest first and counts them all', async () => {
    for (const at of [1000, 4000, 3000, 2000])
      await insertEnterpriseInquiry(db.kysely, inquiry(at));
    const page = await listInboxRows(db.kysely, 'enterprise_inquiries', 2, 1);
    expect(page.map((row) => row.created_at)).toEqual([3000, 2000]);
    expect(await countInboxRows(db.kysely, 'enterprise_inquiries')).toBe(4);
  });

  it('marks an inquiry handled and open again, and reports a missing one', async () => {
    const row = inquiry(1000);
    await insertEnterpriseInquiry(db.kysely, row);
    expect(await markInboxRowHandled(db.kysely, 'enterprise_inquiries', row.id, 5000)).toBe(true);
    expect((await findInboxRow(db.kysely, 'enterprise_inquiries', row.id))?.handled_at).toBe(5000);
    expect(await markInboxRowHandled(db.kysely, 'enterprise_inquiries', row.id, null)).toBe(true);
    expect((await findInboxRow(db.kysely, 'enterprise_inquiries', row.id))?.handled_at).toBeNull();
    expect(await markInboxRowHandled(db.kysely, 'enterprise_inquiries', randomUUID(), 5000)).toBe(
      false,
    );
  });
});
