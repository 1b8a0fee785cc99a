// A restart after a crash with a large spool (the database was away for a while, then the
// process died): Kurz starts on a data folder holding a dead process's spool of
// BENCH_SPOOL_MB (256 by default; CLICK_SPOOL_MAX_BYTES allows 1 GiB) and replays it.
// Prints how soon it answers, the slowest /healthz answer while it replays (its event loop
// held), how long until every click is stored, and its peak resident memory. SQLite.
// Run after `npm run build`: node bench/replay.js
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { encodeRecord } from '../apps/server/dist/clicks/spool-record.js';
import { seededBench } from './bench-database.js';
import { MAIN, NODE_ARGS, start, stop } from './server-process.js';

const SPOOL_MB = Number(process.env.BENCH_SPOOL_MB ?? 256);
const LINKS = 1000;
/** A browser's user agent: records of the size real clicks make. */
const USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Writes a spool of about `megabytes` for the links `ids`, named as a dead process's; its clicks. */
function writeDeadSpool(dir, ids, megabytes) {
  fs.mkdirSync(dir, { recursive: true });
  const at = Date.now() - 60_000;
  const block = Buffer.concat(
    Array.from({ length: 10_000 }, (_, n) =>
      encodeRecord({
        linkId: ids[n % ids.length],
        at: at + n,
        ip: `203.0.113.${n % 250}`,
        userAgent: USER_AGENT,
        referer: 'https://news.example.org/',
        isQr: false,
      }),
    ),
  );
  const blocks = Math.ceil((megabytes * 1024 * 1024) / block.length);
  // Pid 2^22 + 1 is above Linux's pid range: no process has it.
  const file = path.join(dir, `4194305-bench${'.spool'}`);
  const fd = fs.openSync(file, 'w');
  for (let i = 0; i < blocks; i++) fs.writeSync(fd, block);
  fs.closeSync(fd);
  return { clicks: blocks * 10_000, bytes: blocks * block.length };
}

/** Milliseconds /healthz takes to answer. */
function healthz(port) {
  const started = performance.now();
  return new Promise((resolve) => {
    http
      .get({ port, host: '127.0.0.1', path: '/healthz' }, (response) => {
        response.resume();
        response.on('end', () => resolve(performance.now() - started));
      })
      .on('error', () => resolve(performance.now() - started));
  });
}

const peakMb = (pid) =>
  Number(/VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;

async function main() {
  const codes = Array.from({ length: LINKS }, (_, i) => `replay${String(i).padStart(4, '0')}`);
  const { dataDir, database, env } = await seededBench('kurz-replay-', codes);
  const file = path.join(dataDir, 'kurz.db');
  const read = new SQLite(file, { readonly: true });
  const ids = read.prepare('select id from links').pluck().all();
  const spool = writeDeadSpool(path.join(dataDir, 'click-spool'), ids, SPOOL_MB);
  const stored = read.prepare('select count(*) from clicks').pluck();

  const spawned = performance.now();
  const server = await start(process.execPath, [...NODE_ARGS, MAIN], env);
  const answering = performance.now() - spawned;
  let slowest = 0;
  while (stored.get() < spool.clicks) {
    slowest = Math.max(slowest, await healthz(server.port));
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const drained = performance.now() - spawned;
  const peak = peakMb(server.child.pid);
  await stop(server.child);
  read.close();
  console.log(
    `\nReplay at start of a dead process's spool, ${(spool.bytes / 1048576).toFixed(0)} MiB (${spool.clicks} clicks), SQLite`,
  );
  console.log(
    `  answering after ${(answering / 1000).toFixed(1)} s; slowest /healthz while replaying ${slowest.toFixed(0)} ms; every click stored after ${(drained / 1000).toFixed(1)} s (${((spool.clicks / drained) * 1000).toFixed(0)} clicks/s); peak resident memory ${peak.toFixed(0)} MB`,
  );
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
