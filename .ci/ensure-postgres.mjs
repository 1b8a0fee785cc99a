// Prints a URL to a `kurz_test` database on 127.0.0.1:5432 (creating it if needed), or
// exits 1 when PostgreSQL does not answer there.
import pg from 'pg';

const server = 'postgres://postgres@127.0.0.1:5432';
const client = new pg.Client({
  connectionString: `${server}/postgres`,
  connectionTimeoutMillis: 3000,
});
try {
  await client.connect();
  const { rowCount } = await client.query("select 1 from pg_database where datname = 'kurz_test'");
  if (!rowCount) await client.query('create database kurz_test');
  console.log(`${server}/kurz_test`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await client.end().catch(() => {});
}
