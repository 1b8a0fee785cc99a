// Memory: the server's resident size with 1,000,000 links in its database (DESIGN target
// < 200 MB), after start and with its redirect cache full, against a bare node:http
// server's in the same run. See README.md.
import fs from 'node:fs';
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

async function main() {
  const codes = Array.from({ length: LINKS }, (_, i) => `mem${String(i).padStart(7, '0')}`);
  const seededAt = Date.now();
  const { dataDir, database, env } = await seededBench('kurz-bench-memory-', codes);
  const seedSeconds = (Date.now() - seededAt) / 1000;

  const kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  await settle();
  const started = memoryMb(kurz.child.pid);
  // Every one a miss: read from the database through the full route, then cached.
  const cached = codes.slice(0, CACHED);
  const redirected = await fire(kurz.port, cached, cached.length, { inOrder: true });
  // Then the same links again, answered from the cache, so their clicks are written too.
  await fire(kurz.port, cached, cached.length, { inOrder: true });
  await settle();
  const full = memoryMb(kurz.child.pid);
  // At rest: V8 gives memory back when the process has been idle for a while.
  await new Promise((resolve) => setTimeout(resolve, REST_MS));
  const rested = memoryMb(kurz.child.pid);
  await stop(kurz.child);

  const bare = await start(process.execPath, [
    fileURLToPath(new URL('bare-redirect-server.js', import.meta.url)),
  ]);
  await fire(bare.port, cached, cached.length * 2, { inOrder: true });
  await settle();
  const baseline = memoryMb(bare.child.pid);
  await stop(bare.child);

  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log(
    `\nMemory with ${LINKS.toLocaleString('en')} links in SQLite (seeded in ${seedSeconds.toFixed(0)} s)`,
  );
  console.log(`  kurz after start:                      RSS ${mb(started.rss)}`);
  console.log(
    `  kurz with ${CACHED.toLocaleString('en')} links cached (${redirected} redirects, then again): RSS ${mb(full.rss)}`,
  );
  console.log(
    `  the same, ${REST_MS / 1000} s later at rest:           RSS ${mb(rested.rss)} (target < ${TARGET_MB} MB)`,
  );
  // The peak comes after the requests, while the writer thread stores and rolls up their clicks.
  console.log(`  kurz's peak over the whole run:          RSS ${mb(rested.peak)}`);
  console.log(`  bare node:http after the same requests:  RSS ${mb(baseline.rss)}`);
  console.log(`  ratio kurz/bare at rest: ${(rested.rss / baseline.rss).toFixed(1)}`);
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
