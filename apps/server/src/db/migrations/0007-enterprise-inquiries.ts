import type { Kysely } from 'kysely';

/** Leads from /enterprise-inquiry (spec 001 §3), kept for the admin inbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('enterprise_inquiries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('business_email', 'text', (col) => col.notNull())
    .addColumn('phone_number', 'text', (col) => col.notNull())
    .addColumn('job_title', 'text', (col) => col.notNull())
    .addColumn('company_size', 'text', (col) => col.notNull())
    .addColumn('primary_use_case', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('additional_info', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('handled_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('enterprise_inquiries_created_at_idx')
    .on('enterprise_inquiries')
    .columns(['created_at', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enterprise_inquiries').execute();
}
