// npm run bench: links imported per second by an import job reading a Shlink-shaped
// source over HTTP on loopback, beside the CSV import's chunks (the dashboard's route),
// on SQLite, with the server's resident memory while the job runs. See README.md.
//
// The source makes its pages on the fly, so only Kurz holds the links. Rounds alternate
// the two kinds of import, each into a fresh user, so every link is created (none found
// already there); the figures are the medians.

import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { NODE_ARGS, signInAs, startApp, stop } from './server-process.js';

/** Links a job imports per round; BENCH_IMPORT_LINKS=100000 shows memory stays flat. */
const JOB_LINKS = Number(process.env.BENCH_IMPORT_LINKS ?? 20_000);
/** The CSV import's most per file. */
const CSV_ROWS = 10_000;
const CHUNK = 500;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const KEY = 'bench-source-key';

/** A Shlink REST v3 server holding `count` links, oldest first, made as they are asked for. */
async function startShlinkSource(prefix, count) {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://source');
    if (request.headers['x-api-key'] !== KEY) {
      response.writeHead(401, { 'content-type': 'application/problem+json' });
      return response.end(JSON.stringify({ type: 'INVALID_API_KEY', status: 401 }));
    }
    const page = Number(url.searchParams.get('page') ?? 1);
    const size = Number(url.searchParams.get('itemsPerPage') ?? 10);
    const first = (page - 1) * size;
    const data = [];
    for (let i = first; i < Math.min(first + size, count); i++) {
      const shortCode = `${prefix}${i.toString(36)}`;
      data.push({
        shortCode,
        shortUrl: `https://s.test/${shortCode}`,
        longUrl: `https://example.com/${prefix}/${i}?utm_source=bench`,
        dateCreated: new Date(Date.UTC(2024, 0, 1) + i * 1000).toISOString(),
        domain: null,
        title: `Imported page ${i}`,
        tags: ['imported'],
        visitsSummary: { total: i % 500, nonBots: i % 500, bots: 0 },
      });
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        shortUrls: {
          data,
          pagination: {
            currentPage: page,
            pagesCount: Math.ceil(count / size),
            itemsPerPage: size,
            itemsInCurrentPage: data.length,
            totalItems: count,
          },
        },
      }),
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, baseUrl: `http://127.0.0.1:${server.address().port}` };
}

/** The process's resident set now, and its peak so far, in MB (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * The JS heap the server keeps after a full collection, in MB: a heap snapshot collects
 * first, so what it holds is what the import retains, without the garbage that RSS and
 * "heap used" still count. Only with BENCH_HEAP_SNAPSHOTS=1 (a snapshot pauses the server).
 */
async function retainedHeapOf(pid) {
  const taken = new Set(fs.readdirSync(snapshotDir));
  process.kill(pid, 'SIGUSR2');
  for (let size = -1; ; ) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    const file = fs.readdirSync(snapshotDir).find((name) => !taken.has(name));
    if (!file) continue;
    const now = fs.statSync(path.join(snapshotDir, file)).size;
    if (now !== size || now === 0) {
      size = now;
      continue;
    }
    const snapshot = JSON.parse(fs.readFileSync(path.join(snapshotDir, file), 'utf8'));
    fs.rmSync(path.join(snapshotDir, file));
    const fields = snapshot.snapshot.meta.node_fields;
    const at = fields.indexOf('self_size');
    let bytes = 0;
    for (let i = at; i < snapshot.nodes.length; i += fields.length) bytes += snapshot.nodes[i];
    return bytes / 2 ** 20;
  }
}

async function newKey(origin, cookie) {
  const response = await fetch(`${origin}/api/api-keys`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'bench', scopes: ['links:read', 'links:write'] }),
  });
  if (response.status !== 201) throw new Error(`key not created: ${await response.text()}`);
  return (await response.json()).secret;
}

/** One import job of JOB_LINKS links; links/s and the server's memory as it went. */
async function importJob(server, cookie, round) {
  const source = await startShlinkSource(`j${round}x`, JOB_LINKS);
  const key = await newKey(server.origin, cookie);
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };
  const before = memoryOf(server.child.pid);
  const started = process.hrtime.bigint();
  const created = await fetch(`${server.origin}/api/v1/imports`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ source: 'shlink', base_url: source.baseUrl, api_key: KEY }),
  });
  if (created.status !== 202) throw new Error(`import not queued: ${await created.text()}`);
  const { id } = await created.json();
  let job;
  let atTenth = null;
  let heapAtTenth = Number.NaN;
  let highest = 0;
  /** When a tenth and nine tenths were created: the pace of the first and last tenths. */
  const marks = {};
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    job = await (await fetch(`${server.origin}/api/v1/imports/${id}`, { headers })).json();
    const { rss } = memoryOf(server.child.pid);
    highest = Math.max(highest, rss);
    if (atTenth === null && job.created >= JOB_LINKS / 10) {
      atTenth = rss;
      if (snapshotDir) heapAtTenth = await retainedHeapOf(server.child.pid);
    }
    const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
    marks.tenth ??= job.created >= JOB_LINKS / 10 ? { elapsed, created: job.created } : undefined;
    marks.nineTenths ??=
      job.created >= (JOB_LINKS * 9) / 10 ? { elapsed, created: job.created } : undefined;
    if (job.status === 'done' || job.status === 'failed') break;
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const heapAtEnd = snapshotDir ? await retainedHeapOf(server.child.pid) : Number.NaN;
  source.server.close();
  if (job.status !== 'done' || job.created !== JOB_LINKS)
    throw new Error(`the job ended ${job.status}: ${JSON.stringify(job)}`);
  const firstPace = marks.tenth ? marks.tenth.created / marks.tenth.elapsed : Number.NaN;
  const lastPace = marks.nineTenths
    ? (JOB_LINKS - marks.nineTenths.created) / (seconds - marks.nineTenths.elapsed)
    : Number.NaN;
  return {
    perSecond: JOB_LINKS / seconds,
    lastToFirst: lastPace / firstPace,
    seconds,
    rssBefore: before.rss,
    rssAtTenth: atTenth ?? highest,
    rssHighest: highest,
    heapAtTenth,
    heapAtEnd,
  };
}

/** CSV_ROWS rows through the dashboard's import route, CHUNK at a time, as the web sends them. */
async function importCsv(server, cookie, round) {
  const started = process.hrtime.bigint();
  for (let first = 0; first < CSV_ROWS; first += CHUNK) {
    const rows = [];
    for (let i = first; i < first + CHUNK; i++)
      rows.push({
        row: i + 2,
        url: `https://example.com/c${round}/${i}?utm_source=bench`,
        code: `c${round}x${i.toString(36)}`,
        title: `Imported page ${i}`,
        tags: ['imported'],
      });
    const response = await fetch(`${server.origin}/api/links/import`, {
      method: 'POST',
      headers: { origin: server.origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    const reply = await response.json();
    if (response.status !== 200 || reply.outcomes.some((o) => o.status !== 'created'))
      throw new Error(`chunk refused: ${response.status} ${JSON.stringify(reply).slice(0, 300)}`);
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { perSecond: CSV_ROWS / seconds, seconds };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-bench-imports-'));
const dbFile = path.join(dataDir, 'kurz.db');
const snapshotDir =
  process.env.BENCH_HEAP_SNAPSHOTS === '1' ? fs.mkdtempSync(path.join(dataDir, 'heap-')) : null;
const server = await startApp(
  {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    IMPORT_PRIVATE_HOSTS: '127.0.0.1',
  },
  snapshotDir
    ? [...NODE_ARGS, '--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${snapshotDir}`]
    : NODE_ARGS,
);
try {
  console.log(
    `\nImports, SQLite, HTTP on loopback: a job reading ${JOB_LINKS.toLocaleString('en-US')} links from a Shlink-shaped source (pages of 100) beside the CSV import of ${CSV_ROWS.toLocaleString('en-US')} rows in chunks of ${CHUNK}; ${ROUNDS} rounds alternated, each into a new enterprise user`,
  );
  const jobs = [];
  const csvs = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const job = await signInAs(server.origin, dbFile, `job${round}@example.com`, 'enterprise');
    const result = await importJob(server, job.cookie, round);
    jobs.push(result);
    console.log(
      `  round ${round} import job  ${result.perSecond.toFixed(0).padStart(6)} links/s  (${result.seconds.toFixed(1)} s; last tenth's pace / first's ${result.lastToFirst.toFixed(2)}; RSS ${result.rssBefore.toFixed(0)} MB before, ${result.rssAtTenth.toFixed(0)} MB at a tenth, ${result.rssHighest.toFixed(0)} MB at most${snapshotDir ? `; JS heap retained ${result.heapAtTenth.toFixed(1)} MB at a tenth, ${result.heapAtEnd.toFixed(1)} MB at the end` : ''})`,
    );
    const csv = await signInAs(server.origin, dbFile, `csv${round}@example.com`, 'enterprise');
    const csvResult = await importCsv(server, csv.cookie, round);
    csvs.push(csvResult);
    console.log(
      `  round ${round} CSV import  ${csvResult.perSecond.toFixed(0).padStart(6)} links/s  (${csvResult.seconds.toFixed(1)} s)`,
    );
  }
  const median = (runs, pick) => runs.map(pick).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const jobRate = median(jobs, (run) => run.perSecond);
  const csvRate = median(csvs, (run) => run.perSecond);
  const growth = median(jobs, (run) => run.rssHighest - run.rssAtTenth);
  const db = new SQLite(dbFile, { readonly: true });
  const { stored } = db.prepare('select count(*) as stored from links').get();
  db.close();
  const expected = ROUNDS * (JOB_LINKS + CSV_ROWS);
  if (stored !== expected) throw new Error(`${expected} links imported, ${stored} stored`);
  console.log(
    `  median: import job ${jobRate.toFixed(0)} links/s, CSV import ${csvRate.toFixed(0)} links/s, job/CSV ${(jobRate / csvRate).toFixed(2)}; RSS grew ${growth.toFixed(0)} MB from a tenth of the job to its end`,
  );
} finally {
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
