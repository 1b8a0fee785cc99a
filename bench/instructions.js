// Instructions per cached redirect on the server's main thread, Kurz against the bare
// node:http server, counted by valgrind's callgrind: unlike time on a shared machine, the
// count repeats to a fraction of a percent, so it shows what a change to the redirect path
// did. Not part of `npm run bench` (valgrind is a Debian package: apt-get install valgrind).
// Run after `npm run build`: node bench/instructions.js   (BENCH_REQUESTS, default 10,000)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededBench } from './bench-database.js';
import { fire, MAIN, NODE_ARGS, start, stop } from './server-process.js';

const LINKS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const BARE = fileURLToPath(new URL('bare-redirect-server.js', import.meta.url));
/**
 * Both servers' young generation starts at 16 MB, about what it grows to under load (see
 * --trace-gc): V8 grows it by the time a scavenge takes, which valgrind stretches, so it
 * stayed at its minimum, and the frequent scavenges (each walking a fixed set of roots)
 * made the count swing with where they fell.
 */
const YOUNG_GENERATION = ['--min-semi-space-size=16'];

/** The same codes in the same order for both servers: a fixed pseudo-random sequence. */
function codeSequence(codes, count) {
  let seed = 42;
  return Array.from({ length: count }, () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return codes[seed % codes.length];
  });
}

/**
 * Starts `args` under callgrind with counting off, warms it (JIT, and every link into
 * Kurz's cache), counts `sequence` sent in order, and returns the main thread's count.
 */
async function count(dataDir, name, args, env, codes, sequence) {
  const out = path.join(dataDir, `callgrind-${name}`);
  const server = await start(
    'valgrind',
    [
      '--tool=callgrind',
      '--instr-atstart=no',
      '--separate-threads=yes',
      // V8 writes machine code into memory it then runs.
      '--smc-check=all-non-file',
      `--callgrind-out-file=${out}`,
      process.execPath,
      ...args,
    ],
    env,
  );
  const pid = String(server.child.pid);
  await fire(server.port, codes, 2 * LINKS, { inOrder: true });
  await fire(server.port, sequence, sequence.length, { inOrder: true });
  execFileSync('callgrind_control', ['--instr=on', pid], { stdio: 'ignore' });
  await fire(server.port, sequence, sequence.length, { inOrder: true });
  execFileSync('callgrind_control', ['--instr=off', pid], { stdio: 'ignore' });
  execFileSync('callgrind_control', ['--dump', pid], { stdio: 'ignore' });
  await stop(server.child);
  // The dump on demand is part 1; thread 1 is the main thread, which answers requests.
  const dump = fs.readFileSync(`${out}.1-01`, 'utf8');
  const total = Number(/^totals: (\d+)/m.exec(dump)?.[1]);
  return total / sequence.length;
}

async function main() {
  try {
    execFileSync('valgrind', ['--version'], { stdio: 'ignore' });
  } catch {
    throw new Error('valgrind is missing: apt-get install valgrind');
  }
  const codes = Array.from({ length: LINKS }, (_, i) => `bench${String(i).padStart(5, '0')}`);
  const { dataDir, database, env } = await seededBench('kurz-instructions-', codes);
  const sequence = codeSequence(codes, REQUESTS);

  const kurzEnv = { ...env, APP_URL: 'http://localhost:8080' };
  const kurzArgs = [...NODE_ARGS, ...YOUNG_GENERATION, MAIN];
  const kurz = await count(dataDir, 'kurz', kurzArgs, kurzEnv, codes, sequence);
  const bare = await count(dataDir, 'bare', [...YOUNG_GENERATION, BARE], {}, codes, sequence);
  console.log(
    `\nInstructions per cached redirect, main thread (callgrind, ${REQUESTS} redirects over ${LINKS} links)`,
  );
  console.log(`  kurz ${kurz.toFixed(0)}`);
  console.log(`  bare ${bare.toFixed(0)}`);
  console.log(`  ratio bare/kurz: ${(bare / kurz).toFixed(3)}`);
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

await main();
