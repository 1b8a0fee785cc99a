// npm run bench: the dashboard's first page (GET /api/links) for a user with 5,000 links
// on SQLite, newest first and most clicked first, with their clicks in the analytics
// rollups and a raw tail above the watermark as a live server has. See README.md.

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { signInAs, startApp, stop } from './server-process.js';

const LINKS = 5_000;
const OTHER_USERS_LINKS = 20_000;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
/** Clicks not rolled up yet: the writer rolls up every 10 s while clicks arrive. */
const TAIL = Number(process.env.BENCH_TAIL ?? 2_000);
const TARGET_MS = 50;

/**
 * `count` links for `userId` over the last year; a third of them with a day of clicks in
 * the analytics rollups, counted under the link's scope and its owner's as the rollup does.
 */
function seedLinks(dbFile, userId, count, prefix) {
  const db = new SQLite(dbFile);
  const link = db.prepare(
    'insert into links (id, domain, code, url, user_id, redirect_type, created_at, updated_at) values (?, ?, ?, ?, ?, 302, ?, ?)',
  );
  const rollup = db.prepare(
    `insert into analytics_hourly (scope, hour, clicks, human_clicks, qr_clicks, visitors)
     values (?, ?, ?, ?, 0, ?)
     on conflict (scope, hour) do update set clicks = clicks + excluded.clicks,
       human_clicks = human_clicks + excluded.human_clicks, visitors = visitors + excluded.visitors`,
  );
  const now = Date.now();
  const ids = [];
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const code = `${prefix}${i.toString(36).padStart(6, '0')}`;
      const createdAt = now - Math.floor(Math.random() * 365 * 86_400_000);
      link.run(
        code,
        '127.0.0.1',
        code,
        `https://example.com/${code}/page`,
        userId,
        createdAt,
        createdAt,
      );
      ids.push(code);
      if (i % 3 === 0)
        for (let h = 0; h < 24; h++) {
          const clicks = 1 + Math.floor(Math.random() * 50);
          const hour = Math.floor(createdAt / 3_600_000) * 3_600_000 + h * 3_600_000;
          for (const scope of [`link:${code}`, `user:${userId}`])
            rollup.run(scope, hour, clicks, clicks, clicks);
        }
    }
  })();
  db.close();
  return ids;
}

/** `count` raw clicks on random links of `linkIds` in the last minute, above the watermark. */
function seedTail(dbFile, linkIds, count) {
  const db = new SQLite(dbFile);
  const click = db.prepare(
    `insert into clicks (link_id, clicked_at, referrer_host, country, browser, os, device, is_bot, is_qr, visitor_hash)
     values (?, ?, null, 'DE', 'Firefox', 'Linux', 'Desktop', 0, 0, ?)`,
  );
  const now = Date.now();
  db.transaction(() => {
    for (let i = 0; i < count; i++)
      click.run(
        linkIds[Math.floor(Math.random() * linkIds.length)],
        now - Math.floor(Math.random() * 60_000),
        `visitor-${i}`,
      );
  })();
  db.close();
}

async function timePage(origin, cookie, query) {
  const times = [];
  for (let i = 0; i < SAMPLES + 20; i++) {
    const started = process.hrtime.bigint();
    const response = await fetch(`${origin}/api/links?${query}`, { headers: { cookie } });
    const page = await response.json();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    if (!response.ok || page.links.length !== 25)
      throw new Error(`bad page: ${JSON.stringify(page)}`);
    if (i >= 20) times.push(ms); // the first requests warm the JIT and SQLite's page cache
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { p50: at(0.5), p95: at(0.95), max: times.at(-1) };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-bench-dashboard-'));
const dbFile = path.join(dataDir, 'kurz.db');
const { child, origin } = await startApp(
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  // Without npm start's node flags, as this figure has always been measured.
  [],
);
try {
  const user = await signInAs(origin, dbFile, 'bench@example.com');
  const other = await signInAs(origin, dbFile, 'other@example.com');
  const ids = [
    ...seedLinks(dbFile, user.id, LINKS, 'b'),
    ...seedLinks(dbFile, other.id, OTHER_USERS_LINKS, 'o'),
  ];
  seedTail(dbFile, ids, TAIL);
  console.log(
    `\nDashboard first page: ${LINKS} links (plus ${OTHER_USERS_LINKS} of another user), ${TAIL} clicks not rolled up yet, SQLite, ${SAMPLES} requests each, HTTP on loopback`,
  );
  for (const [label, query] of [
    ['newest', 'sort=newest&limit=25'],
    ['most clicked', 'sort=clicks&limit=25'],
    ['search', 'sort=newest&limit=25&search=example'],
  ]) {
    const { p50, p95, max } = await timePage(origin, user.cookie, query);
    const verdict = p50 < TARGET_MS ? 'ok' : 'OVER TARGET';
    console.log(
      `  ${label.padEnd(13)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  max ${max.toFixed(2)} ms  (target < ${TARGET_MS} ms: ${verdict})`,
    );
  }
} finally {
  await stop(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
