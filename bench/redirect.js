// npm run bench: cached redirect throughput and latency against a bare node:http 302
// server and on a customer's custom domain against the default domain, then click
// accounting (fixed count, SIGTERM and kill -9 mid-load), and sustained runs with the
// clicks written as they come. Links with a five-condition redirect rule run beside the
// plain ones, the rule matching and not. See README.md.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededBench } from './bench-database.js';
import { fire, MAIN, NODE_ARGS, start, stop } from './server-process.js';

const LINKS = 10_000;
/** Five pairs: on a shared machine one run swings widely, and a median of three moves with it. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** What users live with: a minute of load, the clicks written during it. */
const SUSTAINED_SECONDS = Number(process.env.BENCH_SUSTAINED_SECONDS ?? 60);
/**
 * Three, each against the bare runs beside it, and their medians held to the targets: on
 * a shared host one minute's ratio swings widely within an hour (bench/README.md).
 */
const SUSTAINED_RUNS = Number(process.env.BENCH_SUSTAINED_RUNS ?? 3);
const CONNECTIONS = 100;
const FIXED_REQUESTS = 20_000;
const WARM_UP = 20_000;
/** A verified custom domain holding the same codes as the default domain (its own namespace). */
const CUSTOM_DOMAIN = 'links.bench-shop.com';
/** Links with redirect rules, fewer than the plain ones: the comparison is per redirect. */
const RULE_LINKS = 1_000;
/**
 * Five conditions, the country-free kinds a redirect judges on its own thread. A visitor
 * that matches goes through all five; one that does not fails at the fourth (language).
 */
const FIVE_CONDITIONS = [
  {
    conditions: [
      { type: 'device', value: 'desktop' },
      { type: 'os', value: 'windows' },
      { type: 'browser', value: 'chrome' },
      { type: 'language', value: 'de' },
      { type: 'after', value: '2020-01-01T00:00:00Z' },
    ],
    url: 'https://example.de/windows',
  },
];
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/**
 * CPU seconds (user + system) a process has used, from /proc (NaN elsewhere): all its
 * threads, or only its main thread (the one that answers requests) with `mainOnly`.
 */
function cpuSeconds(pid, mainOnly = false) {
  try {
    const file = mainOnly ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = fs.readFileSync(file, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * One wrk run. Besides req/s and latency, the server's CPU time per request: on a busy
 * machine throughput swings with what else runs, the work per request much less.
 */
function wrk(server, luaFile, seconds = SECONDS) {
  const { port } = server;
  const cpuBefore = cpuSeconds(server.child.pid);
  const mainBefore = cpuSeconds(server.child.pid, true);
  const out = execFileSync(
    'wrk',
    [
      '-t2',
      `-c${CONNECTIONS}`,
      `-d${seconds}s`,
      '--latency',
      '-s',
      luaFile,
      `http://127.0.0.1:${port}`,
    ],
    {
      encoding: 'utf8',
    },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]);
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return Number.NaN;
    return Number(m[1]) * { us: 0.001, ms: 1, s: 1000 }[m[2]];
  };
  const requests = Number(/(\d+) requests in/.exec(out)?.[1]);
  const cpuUs = ((cpuSeconds(server.child.pid) - cpuBefore) * 1e6) / requests;
  const mainUs = ((cpuSeconds(server.child.pid, true) - mainBefore) * 1e6) / requests;
  return { rps, p50: ms('50'), p99: ms('99'), cpuUs, mainUs, cpuBefore, mainBefore, requests };
}

/** The most resident memory the process has had (MB), from /proc (NaN elsewhere). */
function peakRssMb(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}

/**
 * Waits until `expected` clicks are stored and (unless `storedOnly`) all of them rolled
 * up; returns the wait (ms). Their writing must not land on the next run.
 */
async function untilWritten(database, expected, { storedOnly = false } = {}) {
  const started = Date.now();
  for (;;) {
    const { clicks, rolledUp } = await database.backlog();
    if (clicks >= expected && (rolledUp || storedOnly)) return Date.now() - started;
    if (Date.now() - started > 120_000)
      throw new Error(`clicks still unwritten: ${clicks} of ${expected}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

async function main() {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('wrk is missing: apt-get install wrk');
  }
  const codes = Array.from({ length: LINKS }, (_, i) => `bench${String(i).padStart(5, '0')}`);
  const ruleCodes = Array.from(
    { length: RULE_LINKS },
    (_, i) => `rules${String(i).padStart(5, '0')}`,
  );
  const { dataDir, database, env } = await seededBench(
    'kurz-bench-',
    [...codes, ...ruleCodes],
    process.env.BENCH_DATABASE_URL,
  );
  await database.seedCustomDomain(CUSTOM_DOMAIN, codes);
  await database.setRules('rules', FIVE_CONDITIONS);
  const countClicks = () => database.countClicks();

  const randomCodes = `local codes = {${codes.map((c) => `"${c}"`).join(',')}}\nrequest = function() return wrk.format("GET", "/" .. codes[math.random(#codes)]) end\n`;
  const lua = path.join(dataDir, 'random-codes.lua');
  fs.writeFileSync(lua, randomCodes);
  const customLua = path.join(dataDir, 'random-codes-custom-domain.lua');
  fs.writeFileSync(customLua, `wrk.headers["Host"] = "${CUSTOM_DOMAIN}"\n${randomCodes}`);
  const ruleLua = (name, language) => {
    const file = path.join(dataDir, `${name}.lua`);
    fs.writeFileSync(
      file,
      `wrk.headers["User-Agent"] = "${WINDOWS_CHROME}"\nwrk.headers["Accept-Language"] = "${language}"\nlocal codes = {${ruleCodes.map((c) => `"${c}"`).join(',')}}\nrequest = function() return wrk.format("GET", "/" .. codes[math.random(#codes)]) end\n`,
    );
    return file;
  };
  /**
   * The faces of Kurz measured against each other: wrk's Host (127.0.0.1, the app), the
   * custom domain, and links with rules, visited as a browser the rule sends on and not.
   */
  const sites = [
    { name: 'kurz', lua, codes },
    { name: 'custom', lua: customLua, host: CUSTOM_DOMAIN, codes },
    { name: 'rulesHit', lua: ruleLua('rules-hit', 'de-DE,de;q=0.9'), codes: ruleCodes },
    { name: 'rulesMiss', lua: ruleLua('rules-miss', 'en-GB,en;q=0.9'), codes: ruleCodes },
  ];

  let kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  const bare = await start(process.execPath, [
    fileURLToPath(new URL('bare-redirect-server.js', import.meta.url)),
  ]);
  // Warm both (JIT, and every link into Kurz's cache: the target is for cached redirects).
  for (const site of sites)
    await fire(kurz.port, site.codes, WARM_UP, { inOrder: true, host: site.host });
  await fire(bare.port, codes, 5_000);

  // The warm-ups' clicks, then each run's.
  let expectedClicks = WARM_UP * sites.length;
  await untilWritten(database, expectedClicks);
  const results = { kurz: [], custom: [], rulesHit: [], rulesMiss: [], bare: [] };
  for (let run = 0; run < RUNS; run++) {
    results.bare.push(wrk(bare, lua));
    // Default and custom domain alternate which goes first: neither always runs on the
    // machine as the other left it.
    for (const site of run % 2 === 0 ? sites : [...sites].reverse()) {
      // The target is for cached redirects: every link is requested once again before each
      // run, so none has left the cache (links idle for its ten-minute TTL do).
      await fire(kurz.port, site.codes, site.codes.length, { inOrder: true, host: site.host });
      expectedClicks += site.codes.length;
      // Their clicks are written before the run, not by the writer thread during it.
      await untilWritten(database, expectedClicks);
      const measured = wrk(kurz, site.lua);
      expectedClicks += measured.requests;
      measured.catchUpMs = await untilWritten(database, expectedClicks);
      measured.cpuUs =
        ((cpuSeconds(kurz.child.pid) - measured.cpuBefore) * 1e6) / measured.requests;
      results[site.name].push(measured);
    }
  }
  // Sustained: a minute each, Kurz writing its clicks while it answers (no run-up or
  // catch-up excluded): CPU per redirect counts the writer's work until every click is in.
  // The bare server runs before the first Kurz run and after each, and each Kurz run is
  // held to the mean of the two beside it: a host that drifts favours neither.
  const sustainedRuns = [];
  let bareBefore = wrk(bare, lua, SUSTAINED_SECONDS);
  for (let run = 0; run < SUSTAINED_RUNS; run++) {
    await fire(kurz.port, codes, LINKS, { inOrder: true });
    expectedClicks += LINKS;
    await untilWritten(database, expectedClicks);
    const measured = wrk(kurz, lua, SUSTAINED_SECONDS);
    expectedClicks += measured.requests;
    // Stored is what users see (analytics read the clicks not yet rolled up); the rollup
    // runs every 10 s, so its wait is printed beside it, not held to the lag's target.
    const lagMs = await untilWritten(database, expectedClicks, { storedOnly: true });
    const rolledUpMs = lagMs + (await untilWritten(database, expectedClicks));
    const cpuUs = ((cpuSeconds(kurz.child.pid) - measured.cpuBefore) * 1e6) / measured.requests;
    // The redirect thread's share; the rest is the click writer thread's and V8's helpers'.
    const mainUs =
      ((cpuSeconds(kurz.child.pid, true) - measured.mainBefore) * 1e6) / measured.requests;
    const bareAfter = wrk(bare, lua, SUSTAINED_SECONDS);
    const bareRps = (bareBefore.rps + bareAfter.rps) / 2;
    const bareCpuUs = (bareBefore.cpuUs + bareAfter.cpuUs) / 2;
    sustainedRuns.push({
      rps: measured.rps,
      bareRps,
      bareBefore: bareBefore.rps,
      bareAfter: bareAfter.rps,
      ratio: measured.rps / bareRps,
      p99: measured.p99,
      bareP99: Math.max(bareBefore.p99, bareAfter.p99),
      cpuUs,
      mainUs,
      bareCpuUs,
      cpu: cpuUs / bareCpuUs,
      lagMs,
      rolledUpMs,
    });
    bareBefore = bareAfter;
  }
  const peakMb = peakRssMb(kurz.child.pid);
  await stop(bare.child);
  const ratios = results.kurz.map((k, i) => k.rps / results.bare[i].rps);
  console.log(
    '\nRedirect throughput and latency (%s, wrk, %d connections, %ds, %d runs each)',
    database.name,
    CONNECTIONS,
    SECONDS,
    RUNS,
  );
  for (const [name, runs] of Object.entries(results)) {
    for (const r of runs)
      console.log(
        `  ${name.padEnd(6)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   CPU µs/request ${r.cpuUs.toFixed(1)} (main thread ${r.mainUs.toFixed(1)})${r.catchUpMs === undefined ? '' : `   clicks written and rolled up ${(r.catchUpMs / 1000).toFixed(1)} s after the run`}`,
      );
  }
  console.log(`  median ratio kurz/bare: ${median(ratios).toFixed(2)} (target ≥ 0.80)`);
  const cpuRatios = results.kurz.map((k, i) => results.bare[i].cpuUs / k.cpuUs);
  console.log(
    `  median CPU-per-request ratio bare/kurz: ${median(cpuRatios).toFixed(2)} (server process, all threads, writing the clicks included)`,
  );
  console.log(
    `  median p99 kurz: ${median(results.kurz.map((r) => r.p99)).toFixed(2)} ms (target < 10 ms)`,
  );
  const customRatios = results.custom.map((c, i) => c.rps / results.kurz[i].rps);
  console.log(
    `  median ratio custom-domain redirect / default-domain redirect: ${median(customRatios).toFixed(2)} (target ≥ 0.90; Host ${CUSTOM_DOMAIN} against the app's)`,
  );
  const customCpuRatios = results.custom.map((c, i) => results.kurz[i].mainUs / c.mainUs);
  console.log(
    `  median main-thread CPU-per-request ratio default/custom domain: ${median(customCpuRatios).toFixed(2)}`,
  );
  for (const name of ['rulesHit', 'rulesMiss']) {
    const ruleRatios = results[name].map((r, i) => r.rps / results.kurz[i].rps);
    const ruleCpu = results[name].map((r, i) => r.mainUs / results.kurz[i].mainUs);
    console.log(
      `  median ratio ${name === 'rulesHit' ? 'five-condition rule matching' : 'five-condition rule not matching'} / plain redirect: ${median(ruleRatios).toFixed(2)} (target ≥ 0.90); main-thread CPU per redirect ${median(ruleCpu).toFixed(2)} × plain`,
    );
  }
  console.log(
    `\nSustained, ${SUSTAINED_SECONDS} s each, ${SUSTAINED_RUNS} runs, clicks written during each run; bare before and after each:`,
  );
  for (const r of sustainedRuns)
    console.log(
      `  kurz ${r.rps.toFixed(0)} req/s against bare ${r.bareRps.toFixed(0)} (${r.bareBefore.toFixed(0)} before, ${r.bareAfter.toFixed(0)} after): ${r.ratio.toFixed(2)}; p99 ${r.p99.toFixed(2)} ms (bare ${r.bareP99.toFixed(2)}); CPU per redirect, all threads, until written ${r.cpuUs.toFixed(1)} µs (redirect thread ${r.mainUs.toFixed(1)}, the others ${(r.cpuUs - r.mainUs).toFixed(1)}) against ${r.bareCpuUs.toFixed(1)}: ${r.cpu.toFixed(2)} ×; writer's lag ${(r.lagMs / 1000).toFixed(1)} s, all rolled up after ${(r.rolledUpMs / 1000).toFixed(1)} s`,
    );
  const sustainedMedian = (key) => median(sustainedRuns.map((r) => r[key]));
  console.log(
    `  median throughput kurz/bare ${sustainedMedian('ratio').toFixed(2)} (target ≥ 0.70); median p99 ${sustainedMedian('p99').toFixed(2)} ms (target < 10 ms); median CPU per redirect ${sustainedMedian('cpu').toFixed(2)} × bare (target ≤ 2.0); writer's lag after the run, every click stored, at most ${(Math.max(...sustainedRuns.map((r) => r.lagMs)) / 1000).toFixed(1)} s (target ≤ 5 s); peak resident memory ${peakMb.toFixed(0)} MB`,
  );
  await stop(kurz.child);
  const clicksBefore = await countClicks();

  // Fixed count: every 3xx served must be one click.
  kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  const served = await fire(kurz.port, codes, FIXED_REQUESTS);
  await stop(kurz.child);
  const clicksFixed = (await countClicks()) - clicksBefore;
  console.log(
    `\nClicks, fixed run: ${served} redirects served, ${clicksFixed} clicks recorded: ${served === clicksFixed ? 'equal' : 'MISMATCH'}`,
  );

  // SIGTERM in the middle of the load.
  kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  let exit;
  const servedBeforeExit = await fire(kurz.port, codes, FIXED_REQUESTS, {
    onHalf: () => {
      exit = stop(kurz.child);
    },
  });
  const exitCode = await exit;
  const clicksSigterm = (await countClicks()) - clicksBefore - clicksFixed;
  console.log(
    `Clicks, SIGTERM mid-load: ${servedBeforeExit} redirects served, ${clicksSigterm} clicks recorded, exit ${exitCode}: ${servedBeforeExit === clicksSigterm ? 'equal' : 'MISMATCH'}`,
  );

  // kill -9 at a random moment of the load: the next start writes the clicks of
  // every redirect answered from the dead process's spool, and none that was not asked for.
  kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  const killAt = 0.2 + Math.random() * 0.6;
  const killed = kurz.child;
  const servedBeforeKill = await fire(kurz.port, codes, FIXED_REQUESTS, {
    onAt: killAt,
    onHalf: () => killed.kill('SIGKILL'),
  });
  if (killed.exitCode === null && killed.signalCode === null) await once(killed, 'exit');
  kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  const crashBase = clicksBefore + clicksFixed + clicksSigterm;
  const waitedFrom = Date.now();
  while ((await countClicks()) - crashBase < servedBeforeKill && Date.now() - waitedFrom < 30_000)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const drainMs = Date.now() - waitedFrom;
  await stop(kurz.child);
  const clicksKill = (await countClicks()) - crashBase;
  const sentBeforeKill = Math.floor(FIXED_REQUESTS * killAt) + 50;
  const crashOk = clicksKill >= servedBeforeKill && clicksKill <= sentBeforeKill;
  console.log(
    `Clicks, kill -9 at ${(killAt * 100).toFixed(0)}% of the load: ${servedBeforeKill} redirects served, ${clicksKill} clicks stored after the restart (${(drainMs / 1000).toFixed(1)} s), at most ${sentBeforeKill} asked for: ${crashOk ? 'none lost' : 'MISMATCH'} (target: stored ≥ served, ≤ asked)`,
  );
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (served !== clicksFixed || servedBeforeExit !== clicksSigterm || !crashOk)
    process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
