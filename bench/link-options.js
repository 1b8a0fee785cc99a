// The target: a cached redirect of a link with options (an expiry and targeting)
// within 15% of a plain one. 10,000 links of each kind under wrk, alternated. See README.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { seededBench } from './bench-database.js';
import { fire, MAIN, NODE_ARGS, start, stop } from './server-process.js';

const LINKS = 10_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

function wrk(port, luaFile) {
  const out = execFileSync(
    'wrk',
    ['-t2', '-c100', `-d${SECONDS}s`, '-s', luaFile, `http://127.0.0.1:${port}`],
    { encoding: 'utf8' },
  );
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
    requests: Number(/(\d+) requests in/.exec(out)?.[1]),
  };
}

/** Waits until `expected` clicks are stored: one run's writing must not slow the next. */
async function untilStored(database, expected) {
  while ((await database.countClicks()) < expected)
    await new Promise((resolve) => setTimeout(resolve, 250));
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const codes = (prefix) =>
    Array.from({ length: LINKS }, (_, i) => `${prefix}${String(i).padStart(5, '0')}`);
  const plain = codes('plain');
  const withOptions = codes('options');
  const { dataDir, database, env } = await seededBench(
    'kurz-bench-options-',
    [...plain, ...withOptions],
    process.env.BENCH_DATABASE_URL,
  );
  await database.setOptions('options');
  const lua = (name, list) => {
    const file = path.join(dataDir, `${name}.lua`);
    fs.writeFileSync(
      file,
      `local codes = {${list.map((c) => `"${c}"`).join(',')}}\nrequest = function() return wrk.format("GET", "/" .. codes[math.random(#codes)]) end\n`,
    );
    return file;
  };
  const kinds = [
    { name: 'plain', codes: plain, lua: lua('plain', plain), rps: [] },
    { name: 'options', codes: withOptions, lua: lua('options', withOptions), rps: [] },
  ];
  const kurz = await start(process.execPath, [...NODE_ARGS, MAIN], {
    ...env,
    APP_URL: 'http://localhost:8080',
  });
  let clicks = 0;
  for (const kind of kinds)
    clicks += await fire(kurz.port, kind.codes, 2 * LINKS, { inOrder: true });
  for (let run = 0; run < RUNS; run++) {
    // Each kind goes first every other run: neither always meets the other's leftovers.
    for (const kind of run % 2 === 0 ? kinds : [...kinds].reverse()) {
      clicks += await fire(kurz.port, kind.codes, LINKS, { inOrder: true });
      await untilStored(database, clicks);
      const { rps, requests } = wrk(kurz.port, kind.lua);
      kind.rps.push(rps);
      clicks += requests;
    }
  }
  await stop(kurz.child);
  await database.dispose();
  console.log(
    `\nLink options (${database.name}, wrk, 100 connections, ${SECONDS}s, ${RUNS} runs each)`,
  );
  for (const kind of kinds)
    console.log(
      `  ${kind.name.padEnd(8)} ${kind.rps.map((rps) => rps.toFixed(0)).join('  ')} req/s`,
    );
  const ratios = kinds[1].rps.map((rps, i) => rps / kinds[0].rps[i]);
  console.log(
    `  median ratio options/plain: ${median(ratios).toFixed(2)} (target ≥ 0.85: an expiry and targeting within 15% of a plain redirect)`,
  );
}

await main();
