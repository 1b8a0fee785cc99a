// Redirect throughput with KURZ_WORKERS=2 against KURZ_WORKERS=1 on the same
// links, and the cold redirect (a link never requested before: a database read) against
// the cached one with 1,000,000 links in the database. Alternated runs, median ratios;
// every 3xx served must be a click stored. See README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seededBench } from './bench-database.js';
import { fire, MAIN, NODE_ARGS, start, stop } from './server-process.js';

/** Three pairs of each comparison keep the script short (BENCH_RUNS=5 for a steadier median). */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** Links in the database for the cold redirects; each run reads fresh ones. */
const LINKS = Number(process.env.BENCH_LINKS ?? 1_000_000);
/** The cached links: requested at random, as in redirect.js. */
const HOT = 10_000;
const CONNECTIONS = 100;
const THREADS = 2;
const APP_URL = 'http://localhost:8080';

const code = (i) => `scale${String(i).padStart(7, '0')}`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One wrk run: req/s, p50 and p99 (ms), requests completed and how many were 3xx. */
function wrk(port, luaFile) {
  const out = execFileSync(
    'wrk',
    [
      `-t${THREADS}`,
      `-c${CONNECTIONS}`,
      `-d${SECONDS}s`,
      '--latency',
      '-s',
      luaFile,
      `http://127.0.0.1:${port}`,
    ],
    { encoding: 'utf8' },
  );
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    return m ? Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]] : Number.NaN;
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const other = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    p50: ms('50'),
    p99: ms('99'),
    requests,
    redirects: requests - other,
  };
}

/**
 * Counts the clicks of the 3xx served: waits until `tally.served` are stored, then checks
 * that no more are than the answers wrk left uncounted (`tally.slack`: it stops with a
 * request in flight on each connection, which Kurz served and clicked). Sets the tally
 * to what is stored, and `tally.equal` to false on any other difference, noted in
 * `tally.mismatches` (which run, and which way).
 */
async function countClicks(database, tally) {
  const started = Date.now();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  while ((await database.countClicks()) < tally.served && Date.now() - started < 120_000)
    await sleep(250);
  // Then until the count stays put for longer than a process's click timer (1 s): with
  // two processes, one's last clicks may still wait for its timer when the other's are in.
  let stored = await database.countClicks();
  for (let before = -1; stored !== before && Date.now() - started < 120_000; ) {
    before = stored;
    await sleep(1500);
    stored = await database.countClicks();
  }
  if (stored < tally.served || stored > tally.served + tally.slack) {
    tally.equal = false;
    tally.mismatches.push(
      `check ${tally.checks + 1}: ${stored.toLocaleString('en')} stored against ${tally.served.toLocaleString('en')} served (up to ${tally.slack} more allowed; waited ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  }
  tally.checks += 1;
  tally.uncounted += stored - tally.served;
  tally.served = stored;
  tally.slack = 0;
}

const tallyFrom = async (database) => ({
  served: await database.countClicks(),
  slack: 0,
  uncounted: 0,
  equal: true,
  mismatches: [],
  checks: 0,
});

const tallyLine = (tally) =>
  `  clicks stored = 3xx served, checked after every run: ${tally.equal ? 'equal' : `MISMATCH: ${tally.mismatches.join('; ')}`} (${tally.served.toLocaleString('en')} in all, ${tally.uncounted} of them answers wrk left uncounted when it stopped, at most ${CONNECTIONS} a run)`;

/** A wrk script requesting the cached codes at random. */
function hotScript(dir) {
  const file = path.join(dir, 'hot.lua');
  fs.writeFileSync(
    file,
    `request = function() return wrk.format("GET", string.format("/scale%07d", math.random(0, ${HOT - 1}))) end\n`,
  );
  return file;
}

/**
 * A wrk script walking the codes from `first` on, each requested once: wrk's threads take
 * every other one.
 */
function coldScript(dir, first) {
  const file = path.join(dir, `cold-${first}.lua`);
  fs.writeFileSync(
    file,
    `local threads = 0
function setup(thread) thread:set("id", threads); threads = threads + 1 end
local n = 0
request = function()
  local i = ${first} + id + ${THREADS} * n
  n = n + 1
  return wrk.format("GET", string.format("/scale%07d", i))
end
`,
  );
  return file;
}

const formatRun = (r) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(2)} ms  p99 ${r.p99.toFixed(2)} ms`;

/** KURZ_WORKERS=2 against KURZ_WORKERS=1: both servers up, runs alternated. */
async function workers(database, env, dir) {
  const hot = Array.from({ length: HOT }, (_, i) => code(i));
  const lua = hotScript(dir);
  const tally = await tallyFrom(database);
  const arms = [];
  for (const count of [1, 2]) {
    const server = await start(process.execPath, [...NODE_ARGS, MAIN], {
      ...env,
      APP_URL,
      KURZ_WORKERS: String(count),
    });
    // Connections go round the processes, so each link lands on one of them per pass:
    // five passes leave about one link in 32 uncached in a process (a read each, once).
    tally.served += await fire(server.port, hot, 5 * HOT, { inOrder: true });
    arms.push({ count, server, runs: [] });
  }
  for (let run = 0; run < RUNS; run++) {
    for (const arm of run % 2 === 0 ? arms : [...arms].reverse()) {
      // The last run's clicks are written before this one starts.
      await countClicks(database, tally);
      const measured = wrk(arm.server.port, lua);
      tally.served += measured.redirects;
      tally.slack = CONNECTIONS;
      arm.runs.push(measured);
    }
  }
  await countClicks(database, tally);
  for (const arm of arms) await stop(arm.server.child);

  console.log(
    `\nKURZ_WORKERS=2 against KURZ_WORKERS=1 (${database.name}, ${HOT.toLocaleString('en')} cached links, wrk ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s, ${RUNS} runs each, alternated)`,
  );
  for (const arm of arms)
    for (const r of arm.runs) console.log(`  ${arm.count} process(es)  ${formatRun(r)}`);
  const ratios = arms[1].runs.map((r, i) => r.rps / arms[0].runs[i].rps);
  console.log(
    `  median ratio 2 processes / 1: ${median(ratios).toFixed(2)} (pairs ${ratios.map((r) => r.toFixed(2)).join(', ')}; more than 1 where there are cores to spare)`,
  );
  console.log(
    `  caveat: this machine has ${os.availableParallelism()} cores and wrk's ${THREADS} threads run on them too, beside each process's click writer: a second process has no core of its own here`,
  );
  console.log(tallyLine(tally));
  return tally.equal;
}

/** Cold redirects (fresh codes, each a database read) against cached ones, alternated. */
async function coldAgainstCached(database, env, dir) {
  const hot = Array.from({ length: HOT }, (_, i) => code(i));
  const hotLua = hotScript(dir);
  const perRun = Math.floor((LINKS - HOT) / RUNS);
  const server = await start(process.execPath, [...NODE_ARGS, MAIN], { ...env, APP_URL });
  const tally = await tallyFrom(database);
  let exhausted = false;
  tally.served += await fire(server.port, hot, 2 * HOT, { inOrder: true });
  const kinds = [
    { name: 'cached', runs: [] },
    { name: 'cold', runs: [] },
  ];
  for (let run = 0; run < RUNS; run++) {
    for (const kind of run % 2 === 0 ? kinds : [...kinds].reverse()) {
      // The cold runs push the cached links out of the 100,000-entry cache: every run
      // starts with them requested again, and the last run's clicks written.
      tally.served += await fire(server.port, hot, HOT, { inOrder: true });
      await countClicks(database, tally);
      const first = HOT + run * perRun;
      const measured = wrk(server.port, kind.name === 'cold' ? coldScript(dir, first) : hotLua);
      // wrk may have sent one more request per connection than it counts.
      if (kind.name === 'cold' && measured.requests + CONNECTIONS > perRun) exhausted = true;
      tally.served += measured.redirects;
      tally.slack = CONNECTIONS;
      kind.runs.push(measured);
    }
  }
  await countClicks(database, tally);
  await stop(server.child);

  console.log(
    `\nCold redirects (each code requested once: a database read) against cached ones (${database.name}, ${LINKS.toLocaleString('en')} links, wrk ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s, ${RUNS} runs each, alternated)`,
  );
  for (const kind of kinds)
    for (const r of kind.runs) console.log(`  ${kind.name.padEnd(6)}  ${formatRun(r)}`);
  const ratios = kinds[1].runs.map((r, i) => r.rps / kinds[0].runs[i].rps);
  const p = (kind, key) => median(kind.runs.map((r) => r[key])).toFixed(2);
  console.log(
    `  median ratio cold / cached: ${median(ratios).toFixed(2)} (pairs ${ratios.map((r) => r.toFixed(2)).join(', ')}); p50 cold ${p(kinds[1], 'p50')} ms against cached ${p(kinds[0], 'p50')} ms; p99 cold ${p(kinds[1], 'p99')} ms against cached ${p(kinds[0], 'p99')} ms (medians; target p99 < 10 ms)`,
  );
  if (exhausted)
    console.log(
      `  WARNING: a cold run requested more than its ${perRun.toLocaleString('en')} fresh codes: some of its requests were cached (raise BENCH_LINKS or lower BENCH_RUNS)`,
    );
  console.log(tallyLine(tally));
  return tally.equal;
}

async function main() {
  const codes = Array.from({ length: LINKS }, (_, i) => code(i));
  let ok = true;
  // SQLite, then PostgreSQL when BENCH_DATABASE_URL names a server.
  const adminUrls = process.env.BENCH_DATABASE_URL
    ? [undefined, process.env.BENCH_DATABASE_URL]
    : [undefined];
  for (const adminUrl of adminUrls) {
    const seededAt = Date.now();
    const { dataDir, database, env } = await seededBench('kurz-bench-scale-', codes, adminUrl);
    console.log(
      `\n${database.name}: ${LINKS.toLocaleString('en')} links seeded in ${((Date.now() - seededAt) / 1000).toFixed(0)} s`,
    );
    try {
      // The processes' comparison once, on the default database.
      if (!adminUrl) ok = (await workers(database, env, dataDir)) && ok;
      ok = (await coldAgainstCached(database, env, dataDir)) && ok;
    } finally {
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
