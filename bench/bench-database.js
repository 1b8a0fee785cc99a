// The benchmark's database: a SQLite file in the data folder by default, or a fresh
// PostgreSQL database on BENCH_DATABASE_URL's server (dropped at the end).
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { MAIN, NODE_ARGS, start, stop } from './server-process.js';

/** Clicks stored, and whether every one of them is in the analytics rollups. */
const BACKLOG = `select count(*) as n,
  coalesce((select max(id) from clicks), 0) <= (select last_click_id from analytics_rollup_state where id = 'clicks') as rolled_up
  from clicks`;

/** Ids as Kurz makes them (UUIDs): a redirect copies its link's id into the click. */
const INSERT_LINK =
  'insert into links (id, domain, code, url, redirect_type, created_at, updated_at) values ($1, $2, $3, $4, 302, $5, $5)';
/** INSERT_LINK for many links at once (PostgreSQL): ids, codes and urls as arrays. */
const INSERT_LINKS = `insert into links (id, domain, code, url, redirect_type, created_at, updated_at)
  select id, 'localhost', code, url, 302, $4, $4 from unnest($1::text[], $2::text[], $3::text[]) as t(id, code, url)`;

/**
 * Link options on the links of a code prefix: an expiry far ahead and
 * redirect rules (an iPhone destination and a country's), so each redirect checks them all.
 */
const SET_OPTIONS = `update links set expires_at = 4102444800000, redirect_rules = '[{"conditions":[{"type":"device","value":"ios"}],"url":"https://example.com/ios"},{"conditions":[{"type":"country","value":"DE"}],"url":"https://example.de/"}]' where code like $1`;

const SET_RULES = 'update links set redirect_rules = $2 where code like $1';

/** A verified custom domain (migration 0015) and its owner, as the domains panel leaves them. */
const INSERT_OWNER =
  "insert into users (id, name, email, created_at, updated_at, subscription_plan) values ($1, $2, $3, $4, $5, 'premium')";
const INSERT_CUSTOM_DOMAIN =
  'insert into custom_domains (id, user_id, domain, verification_token, created_at, verified_at, last_checked_at) values ($1, $2, $3, $4, $5, $6, $7)';
const INSERT_CUSTOM_LINK =
  'insert into links (id, domain, code, url, user_id, custom_domain_id, redirect_type, created_at, updated_at) values ($1, $2, $3, $4, $5, $6, 302, $7, $8)';

/** The rows that put `codes` on the verified custom domain `domain`, in insert order. */
function customDomainRows(domain, codes) {
  const owner = randomUUID();
  const domainId = randomUUID();
  const created = new Date().toISOString();
  return [
    [INSERT_OWNER, [owner, owner, `${owner}@example.com`, created, created]],
    [
      INSERT_CUSTOM_DOMAIN,
      [domainId, owner, domain, `kurz-verify-${domainId}`, now(), now(), now()],
    ],
    ...codes.map((code) => [
      INSERT_CUSTOM_LINK,
      [randomUUID(), domain, code, url(code), owner, domainId, now(), now()],
    ]),
  ];
}

/**
 * What a benchmark starts from: a temporary data folder (named from `prefix`), its database
 * (SQLite, or a fresh one on `adminUrl`'s PostgreSQL server) migrated by starting the
 * server once, `codes` seeded as links, and the environment to start the server with.
 */
export async function seededBench(prefix, codes, adminUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const database = benchDatabase(dataDir, adminUrl);
  await database.create?.();
  const env = {
    DATA_DIR: dataDir,
    PORT: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...database.env,
  };
  const migrating = await start(process.execPath, [...NODE_ARGS, MAIN], env);
  await stop(migrating.child);
  await database.seed(codes);
  return { dataDir, database, env };
}

export function benchDatabase(dataDir, adminUrl) {
  return adminUrl ? postgres(adminUrl) : sqlite(path.join(dataDir, 'kurz.db'));
}

function sqlite(file) {
  return {
    name: 'SQLite',
    env: {},
    async seed(codes) {
      const db = new SQLite(file);
      const insert = db.prepare(INSERT_LINK.replace(/\$\d/g, '?'));
      db.transaction(() => {
        for (const code of codes)
          insert.run(randomUUID(), 'localhost', code, url(code), now(), now());
      })();
      db.close();
    },
    /** Seeds `codes` again on `domain`, a verified custom domain (start the server after). */
    async seedCustomDomain(domain, codes) {
      const db = new SQLite(file);
      db.transaction(() => {
        for (const [statement, values] of customDomainRows(domain, codes))
          db.prepare(statement.replace(/\$\d/g, '?')).run(...values);
      })();
      db.close();
    },
    /** Gives the links whose codes start with `prefix` an expiry and targeting (start the server after). */
    async setOptions(prefix) {
      const db = new SQLite(file);
      db.prepare(SET_OPTIONS.replace('$1', '?')).run(`${prefix}%`);
      db.close();
    },
    /** Gives the links whose codes start with `prefix` these redirect rules (start the server after). */
    async setRules(prefix, rules) {
      const db = new SQLite(file);
      db.prepare(SET_RULES.replace('$1', '?').replace('$2', '?')).run(
        `${prefix}%`,
        JSON.stringify(rules),
      );
      db.close();
    },
    async countClicks() {
      const db = new SQLite(file, { readonly: true });
      const { n } = db.prepare('select count(*) as n from clicks').get();
      db.close();
      return n;
    },
    async backlog() {
      const db = new SQLite(file, { readonly: true });
      const row = db.prepare(BACKLOG).get();
      db.close();
      return { clicks: row.n, rolledUp: Boolean(row.rolled_up) };
    },
    async dispose() {},
  };
}

function postgres(adminUrl) {
  const name = `kurz_bench_${process.pid}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const withClient = async (connectionString, use) => {
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      return await use(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL',
    env: { DATABASE_URL: databaseUrl.toString() },
    async create() {
      await withClient(adminUrl, (client) => client.query(`create database ${name}`));
    },
    async seed(codes) {
      // A thousand rows a statement: scale.js seeds 1,000,000 links.
      await withClient(databaseUrl.toString(), async (client) => {
        await client.query('begin');
        for (let i = 0; i < codes.length; i += 1000) {
          const chunk = codes.slice(i, i + 1000);
          await client.query(INSERT_LINKS, [
            chunk.map(() => randomUUID()),
            chunk,
            chunk.map(url),
            now(),
          ]);
        }
        await client.query('commit');
      });
    },
    async seedCustomDomain(domain, codes) {
      await withClient(databaseUrl.toString(), async (client) => {
        await client.query('begin');
        for (const [statement, values] of customDomainRows(domain, codes))
          await client.query(statement, values);
        await client.query('commit');
      });
    },
    async setOptions(prefix) {
      await withClient(databaseUrl.toString(), (client) =>
        client.query(SET_OPTIONS, [`${prefix}%`]),
      );
    },
    async setRules(prefix, rules) {
      await withClient(databaseUrl.toString(), (client) =>
        client.query(SET_RULES, [`${prefix}%`, JSON.stringify(rules)]),
      );
    },
    async countClicks() {
      return withClient(databaseUrl.toString(), async (client) =>
        Number((await client.query('select count(*) as n from clicks')).rows[0].n),
      );
    },
    async backlog() {
      const row = await withClient(
        databaseUrl.toString(),
        async (client) => (await client.query(BACKLOG)).rows[0],
      );
      return { clicks: Number(row.n), rolledUp: Boolean(row.rolled_up) };
    },
    async dispose() {
      await withClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    },
  };
}

const url = (code) => `https://example.com/${code}`;
const now = () => Date.now();
