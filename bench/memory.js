// Memory: the server's resident size with 1,000,000 links in its database (DESIGN target
// < 200 MB), after start and with its redirect cache full, against a bare node:http
// server's in the same run, and where it goes (V8's heap, native allocations, code).
// See README.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededBench } from './bench-database.js';
import { fire, MAIN, NODE_ARGS, start, stop } from './server-process.js';

const LINKS = Number(process.env.BENCH_LINKS ?? 1_000_000);
/** The redirect cache's bound (app.ts): this many distinct links fill it. */
const CACHED = Math.min(LINKS, 100_000);
const TARGET_MB = 200;
const REST_MS = Number(process.env.BENCH_REST_MS ?? 45_000);

/** Resident and peak resident size of a process (MB), from /proc. */
function memoryMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/**
 * Where a process's resident memory is: the main thread's V8 heap (its young generation
 * apart) from memory-probe.js, code and other mapped files, and the anonymous rest:
 * native allocations (SQLite's page cache, the allocator's arenas, threads' leftovers).
 */
async function breakdown(pid, probeFile) {
  fs.rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(probeFile); i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const v8 = JSON.parse(fs.readFileSync(probeFile, 'utf8'));
  let files = 0;
  let anonymous = 0;
  for (const block of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split(/\n(?=[0-9a-f]+-)/)) {
    const name = block.split('\n')[0].split(/\s+/)[5] ?? '';
    const rss = Number(/\nRss:\s+(\d+) kB/.exec(block)?.[1] ?? 0) / 1024;
    if (name.startsWith('/')) files += rss;
    else anonymous += rss;
  }
  const heap = Object.values(v8.spaces).reduce((sum, size) => sum + size, 0) / 2 ** 20;
  const threads = Number(
    /Threads:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1],
  );
  return {
    heap,
    heapUsed: v8.heapUsed / 2 ** 20,
    young: v8.spaces.new_space / 2 ** 20,
    external: v8.external / 2 ** 20,
    files,
    native: anonymous - heap,
    threads,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

/**
 * jemalloc, where the machine has it (Debian's libjemalloc2): the Dockerfile and the
 * systemd unit preload it, because glibc's allocator keeps the native memory freed after a
 * load (docs/operations.md).
 */
const JEMALLOC = [
  '/usr/lib/x86_64-linux-gnu/libjemalloc.so.2',
  '/usr/lib/aarch64-linux-gnu/libjemalloc.so.2',
  '/usr/local/lib/libjemalloc.so.2',
].find((file) => fs.existsSync(file));

/** One server's memory: after start, cache full, at rest, and where it is. */
async function measureKurz(env, probeFile, codes) {
  const probe = fileURLToPath(new URL('memory-probe.js', import.meta.url));
  const kurz = await start(process.execPath, [...NODE_ARGS, '--import', probe, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
    BENCH_PROBE_FILE: probeFile,
  });
  await settle();
  const started = memoryMb(kurz.child.pid);
  const startedParts = await breakdown(kurz.child.pid, probeFile);
  // Every one a miss: read from the database through the full route, then cached.
  const cached = codes.slice(0, CACHED);
  const redirected = await fire(kurz.port, cached, cached.length, { inOrder: true });
  // Then the same links again, answered from the cache, so their clicks are written too.
  await fire(kurz.port, cached, cached.length, { inOrder: true });
  await settle();
  const full = memoryMb(kurz.child.pid);
  // At rest: the click writer thread ends after 30 s without clicks, and the server then
  // lets V8 give back what it grew under load (runtime/release-memory.ts).
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  const rested = memoryMb(kurz.child.pid);
  const restedParts = await breakdown(kurz.child.pid, probeFile);
  await stop(kurz.child);
  return { redirected, started, full, rested, startedParts, restedParts };
}

async function main() {
  const codes = Array.from({ length: LINKS }, (_, i) => `mem${String(i).padStart(7, '0')}`);
  const seededAt = Date.now();
  const { dataDir, database, env } = await seededBench('kurz-bench-memory-', codes);
  const seedSeconds = (Date.now() - seededAt) / 1000;
  const probeFile = path.join(dataDir, 'memory-probe.json');

  const runs = [['glibc malloc (npm start)', await measureKurz(env, probeFile, codes)]];
  if (JEMALLOC)
    runs.push([
      'jemalloc (Dockerfile, systemd unit)',
      await measureKurz({ ...env, LD_PRELOAD: JEMALLOC }, probeFile, codes),
    ]);

  const bare = await start(process.execPath, [
    fileURLToPath(new URL('bare-redirect-server.js', import.meta.url)),
  ]);
  const cached = codes.slice(0, CACHED);
  await fire(bare.port, cached, cached.length * 2, { inOrder: true });
  await settle();
  const baseline = memoryMb(bare.child.pid);
  await stop(bare.child);

  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log(
    `\nMemory with ${LINKS.toLocaleString('en')} links in SQLite (seeded in ${seedSeconds.toFixed(0)} s)`,
  );
  for (const [allocator, run] of runs) {
    console.log(`  kurz with ${allocator}:`);
    console.log(`    after start:                        RSS ${mb(run.started.rss)}`);
    console.log(
      `    ${CACHED.toLocaleString('en')} links cached (${run.redirected} redirects, then again): RSS ${mb(run.full.rss)}`,
    );
    console.log(
      `    the same, ${REST_MS / 1000} s later at rest:         RSS ${mb(run.rested.rss)} (target < ${TARGET_MB} MB)`,
    );
    // The peak comes after the requests, while the writer thread stores and rolls up their clicks.
    console.log(`    peak over the whole run:            RSS ${mb(run.rested.peak)}`);
    console.log(`    ratio kurz/bare at rest: ${(run.rested.rss / baseline.rss).toFixed(1)}`);
    console.log(
      '    where it is (MB)      V8 heap (used; young gen.)  external  native (anon. outside V8)  code and files  threads',
    );
    for (const [when, parts] of [
      ['after start', run.startedParts],
      ['at rest, cache full', run.restedParts],
    ])
      console.log(
        `    ${when.padEnd(20)}  ${parts.heap.toFixed(0).padStart(7)} (${parts.heapUsed.toFixed(0)}; ${parts.young.toFixed(0)})${' '.repeat(12)}${parts.external.toFixed(0).padStart(8)}  ${parts.native.toFixed(0).padStart(25)}  ${parts.files.toFixed(0).padStart(14)}  ${String(parts.threads).padStart(7)}`,
      );
  }
  if (!JEMALLOC)
    console.log('  (no libjemalloc.so.2 here: apt install libjemalloc2 to measure it too)');
  console.log(`  bare node:http after the same requests: RSS ${mb(baseline.rss)}`);
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
