// npm run bench (after redirect.js): a 30-day analytics query over 1,000,000 clicks, on
// SQLite and, when BENCH_DATABASE_URL names a PostgreSQL server, on PostgreSQL. Seeds the
// clicks in bulk, rolls them up, leaves a raw tail like a live server has, then times the
// query the dashboard makes. Target: under 200 ms. See README.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { getAnalytics } from '../apps/server/dist/analytics/get-analytics.js';
import { rollUpClicks } from '../apps/server/dist/analytics/roll-up-clicks.js';
import { loadConfig } from '../apps/server/dist/config.js';
import { openDatabase } from '../apps/server/dist/db/database.js';
import { migrateToLatest } from '../apps/server/dist/db/migrate.js';

const CLICKS = Number(process.env.BENCH_CLICKS ?? 1_000_000);
const TAIL = 2_000;
const LINKS = 50;
const RUNS = 7;
const TARGET_MS = 200;
const DAY = 86_400_000;
const NOW = Date.now();
const COUNTRIES = ['US', 'DE', 'FR', 'GB', 'IN', 'BR', 'JP', 'CA', 'NL', 'ES', 'IT', 'Unknown'];
const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Edge', 'Samsung Internet', 'Opera'];
const OSES = ['Windows', 'iOS', 'Android', 'Mac OS', 'Linux'];
const DEVICES = ['Desktop', 'Mobile', 'Tablet'];
const REFERRERS = [
  null,
  'twitter.com',
  't.co',
  'news.ycombinator.com',
  'google.com',
  'reddit.com',
  'linkedin.com',
];

/** Click i, spread evenly over the last 29 days (all inside the 30 local days of "30d") (newest last, as ids grow with time). */
function click(i, total) {
  return {
    link_id: `link-${i % LINKS}`,
    clicked_at: NOW - 29 * DAY + Math.floor(((i + 0.5) / total) * 29 * DAY),
    referrer_host: REFERRERS[i % REFERRERS.length],
    country: COUNTRIES[(i * 7) % COUNTRIES.length],
    browser: BROWSERS[(i * 3) % BROWSERS.length],
    os: OSES[(i * 5) % OSES.length],
    device: DEVICES[i % DEVICES.length],
    is_bot: i % 20 === 0 ? 1 : 0,
    is_qr: i % 9 === 0 ? 1 : 0,
    visitor_hash: `v${(i * 7919) % 300_000}`,
  };
}

async function seedOwner(db) {
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('users')
    .values({
      id: 'bench-user',
      name: 'Bench',
      email: 'bench@example.com',
      created_at: now,
      updated_at: now,
      subscription_plan: 'premium',
    })
    .execute();
  const links = Array.from({ length: LINKS }, (_, i) => ({
    id: `link-${i}`,
    domain: 'kurz.link',
    code: `bench${i}`,
    url: `https://example.com/${i}`,
    user_id: 'bench-user',
    org_id: null,
    custom_domain_id: null,
    redirect_type: 302,
    created_at: 0,
    updated_at: 0,
  }));
  await db.kysely.insertInto('links').values(links).execute();
}

/** Bulk insert: one prepared statement in big transactions on SQLite, COPY-like batches on PostgreSQL. */
async function seedClicks(db, from, to, total) {
  if (db.sqlite) {
    const insert = db.sqlite.prepare(
      `insert into clicks (link_id, clicked_at, referrer_host, country, browser, os, device, is_bot, is_qr, visitor_hash)
       values (@link_id, @clicked_at, @referrer_host, @country, @browser, @os, @device, @is_bot, @is_qr, @visitor_hash)`,
    );
    const chunk = db.sqlite.transaction((start, end) => {
      for (let i = start; i < end; i++) insert.run(click(i, total));
    });
    for (let i = from; i < to; i += 100_000) chunk(i, Math.min(to, i + 100_000));
    return;
  }
  const columns = [
    'link_id',
    'clicked_at',
    'referrer_host',
    'country',
    'browser',
    'os',
    'device',
    'is_bot',
    'is_qr',
    'visitor_hash',
  ];
  for (let i = from; i < to; i += 5_000) {
    const rows = [];
    for (let j = i; j < Math.min(to, i + 5_000); j++) rows.push(click(j, total));
    // unnest of column arrays: one statement and ten parameters per 5,000 rows.
    await db.kysely.executeQuery({
      sql: `insert into clicks (${columns.join(', ')}) select * from unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[], $9::int[], $10::text[])`,
      parameters: columns.map((column) => rows.map((row) => row[column])),
      query: { kind: 'RawNode' },
      queryId: { queryId: 'bench-seed' },
    });
  }
}

async function timeIt(run) {
  const started = performance.now();
  const result = await run();
  return { ms: performance.now() - started, result };
}

async function benchEngine(name, db) {
  await migrateToLatest(db.kysely);
  await seedOwner(db);
  const seeded = await timeIt(() => seedClicks(db, 0, CLICKS - TAIL, CLICKS));
  const rolled = await timeIt(() => rollUpClicks({ db, now: NOW, batchSize: 50_000 }));
  await seedClicks(db, CLICKS - TAIL, CLICKS, CLICKS);
  // PostgreSQL: planner statistics, as autovacuum gathers them after a bulk load; without
  // them it scans every click for the raw tail instead of using the id index.
  if (!db.sqlite)
    await db.kysely.executeQuery({
      sql: 'analyze',
      parameters: [],
      query: { kind: 'RawNode' },
      queryId: { queryId: 'bench-analyze' },
    });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_URL: 'https://kurz.test',
    SHORT_DOMAINS: 'kurz.link',
    DATA_DIR: os.tmpdir(),
  });
  const ctx = {
    config,
    db: db.kysely,
    dbEngine: db.engine,
    clock: { now: () => NOW },
    log: pino({ level: 'silent' }),
  };
  const query = () =>
    getAnalytics({
      ctx,
      input: {
        userId: 'bench-user',
        query: { range: '30d', time_zone: 'Europe/Berlin', format: 'json' },
      },
    });
  const warm = await query();
  const times = [];
  for (let i = 0; i < RUNS; i++) times.push((await timeIt(query)).ms);
  times.sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  const one = await timeIt(() =>
    getAnalytics({
      ctx,
      input: {
        userId: 'bench-user',
        query: { range: '30d', time_zone: 'Europe/Berlin', format: 'json', link_id: 'link-7' },
      },
    }),
  );
  console.log(
    `analytics on ${name}: ${CLICKS.toLocaleString('en')} clicks over 30 days, ${LINKS} links, ${TAIL} not rolled up yet`,
  );
  console.log(
    `  seed ${(seeded.ms / 1000).toFixed(1)} s, rollup ${(rolled.ms / 1000).toFixed(1)} s (${rolled.result.toLocaleString('en')} clicks)`,
  );
  console.log(
    `  30-day query, all links: median ${median.toFixed(0)} ms, max ${times.at(-1).toFixed(0)} ms over ${RUNS} runs (target < ${TARGET_MS} ms) ${median < TARGET_MS ? 'OK' : 'SLOW'}`,
  );
  console.log(`  30-day query, one link: ${one.ms.toFixed(0)} ms`);
  console.log(
    `  counted ${warm.totals.clicks.toLocaleString('en')} clicks (expected ${CLICKS.toLocaleString('en')}) ${warm.totals.clicks === CLICKS ? 'OK' : 'MISMATCH'}`,
  );
  return median < TARGET_MS && warm.totals.clicks === CLICKS;
}

async function onSqlite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-bench-analytics-'));
  const db = openDatabase({ kind: 'sqlite', file: path.join(dir, 'kurz.db') });
  try {
    return await benchEngine('SQLite', db);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP) console.log('kept', dir);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function onPostgres(adminUrl) {
  const name = `kurz_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openDatabase({ kind: 'postgres', url: url.toString() });
  try {
    return await benchEngine('PostgreSQL', db);
  } finally {
    await db.close();
    if (process.env.BENCH_KEEP) console.log('kept database', name);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results = [await onSqlite()];
if (process.env.BENCH_DATABASE_URL) results.push(await onPostgres(process.env.BENCH_DATABASE_URL));
else
  console.log('analytics on PostgreSQL: skipped (set BENCH_DATABASE_URL=postgres://… to run it)');
process.exitCode = results.every(Boolean) ? 0 : 1;
