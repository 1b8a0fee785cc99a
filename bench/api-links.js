// npm run bench: links created per second through the public API (POST /api/v1/links, an
// enterprise user's keys) beside the web app's route (POST /api/shorten, signed in), on
// SQLite, over HTTP on loopback. See README.md.
//
// Neither route's limits are turned off: the load is spread so none is reached. The web
// route allows 60 calls a minute per address and 200 per 10 minutes per user, so its calls
// rotate over many users and come from many loopback addresses (127.0.0.0/8 is all the
// loopback interface's on Linux), 50 calls over each address's keep-alive connection; an
// enterprise key allows 600 calls a minute, so the API's calls rotate over many keys and
// come over the same kind of connections. Every 429 is counted and reported: a figure
// with refusals is void.

import { spawn } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { freePort, MAIN, NODE_ARGS, stop } from './server-process.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
/** Web users: the route allows each 200 links per 10 minutes. */
const USERS = Number(process.env.BENCH_USERS ?? 400);
/** Calls over one keep-alive connection from one address: under the web route's 60 a minute. */
const CALLS_PER_ADDRESS = 50;
const KEYS_PER_USER = 20; // MAX_API_KEYS
const API_USERS = Number(process.env.BENCH_API_USERS ?? 5);
const WARMUP_MS = 1_000;
const PASSWORD = 'Str0ng!pass';
const AUTH_SECRET = randomBytes(32).toString('hex');

let addressesUsed = 0;
/** A connection from a loopback address not used before (127.1.1.1, 127.1.1.2, …). */
function freshAgent() {
  const i = addressesUsed++;
  const [a, b, c] = [Math.floor(i / 62_500) % 250, Math.floor(i / 250) % 250, i % 250];
  return new http.Agent({
    keepAlive: true,
    maxSockets: 1,
    localAddress: `127.${a + 1}.${b + 1}.${c + 1}`,
  });
}

async function startServer(env) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...NODE_ARGS, MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: origin },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { child, origin, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/** One JSON request over `agent`; resolves with the status, headers and body text. */
function send(port, agent, method, pathname, headers, body) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        agent,
        headers: {
          ...headers,
          ...(payload && {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
          }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text }),
        );
      },
    );
    request.on('error', (error) => reject(new Error(`${method} ${pathname}: ${error.message}`)));
    request.end(payload);
  });
}

/** The session cookie's value as better-auth signs it (better-call's signCookieValue). */
const signedToken = (token) =>
  encodeURIComponent(
    `${token}.${createHmac('sha256', AUTH_SECRET).update(token).digest('base64')}`,
  );

/**
 * `count` enterprise users with a session each: the first signs up and in over HTTP; the
 * others are its user and session rows copied, their cookies signed here, since a sign-in
 * costs a password hash (slow by design) and the web route needs many
 * users. The first user's real cookie checks the signing. Their cookies, in order.
 */
async function signInUsers(server, dbFile, count) {
  const headers = { origin: server.origin };
  const body = { email: 'bench0@example.com', password: PASSWORD, name: 'Bench User' };
  const signUp = await send(server.port, false, 'POST', '/api/auth/sign-up/email', headers, body);
  if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${signUp.text}`);
  const db = new SQLite(dbFile);
  db.prepare(
    "update users set email_verified = 1, subscription_plan = 'enterprise' where email = ?",
  ).run(body.email);
  const signIn = await send(server.port, false, 'POST', '/api/auth/sign-in/email', headers, body);
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${signIn.text}`);
  const [name, value] = (signIn.headers['set-cookie'] ?? [])
    .map((cookie) => cookie.split(';')[0].split('='))
    .find(([cookieName]) => cookieName.endsWith('session_token')) ?? ['', ''];
  const token = decodeURIComponent(value).split('.')[0];
  if (signedToken(token) !== value) throw new Error('the session cookie is signed otherwise now');

  const user = db.prepare('select * from users where email = ?').get(body.email);
  const session = db.prepare('select * from session where token = ?').get(token);
  const insert = (table, row) =>
    db
      .prepare(
        `insert into ${table} (${Object.keys(row).join(', ')}) values (${Object.keys(row)
          .map(() => '?')
          .join(', ')})`,
      )
      .run(...Object.values(row));
  const cookies = [`${name}=${value}`];
  db.transaction(() => {
    for (let i = 1; i < count; i++) {
      const id = randomUUID();
      const token = randomBytes(24).toString('base64url');
      insert('users', { ...user, id, email: `bench${i}@example.com` });
      insert('session', { ...session, id: randomUUID(), token, user_id: id });
      cookies.push(`${name}=${signedToken(token)}`);
    }
  })();
  db.close();
  return cookies;
}

async function createKeys(server, cookie) {
  const keys = [];
  for (let i = 0; i < KEYS_PER_USER; i++) {
    const { status, text } = await send(
      server.port,
      false,
      'POST',
      '/api/api-keys',
      { origin: server.origin, cookie },
      { name: `bench ${i}`, scopes: ['links:write'] },
    );
    if (status !== 201) throw new Error(`key not created: ${status} ${text}`);
    keys.push(JSON.parse(text).secret);
  }
  return keys;
}

/**
 * Creates links for `seconds` after a warm-up, CONCURRENCY calls in flight, each caller
 * moving to a fresh address every CALLS_PER_ADDRESS calls; call `n` uses credentials n
 * (modulo their count). Counts answers by kind.
 */
async function createFor(call, seconds) {
  let n = 0;
  const counts = { created: 0, refused: 0, failed: 0, warmUp: 0 };
  let measuring = false;
  const run = async (until) => {
    let agent = freshAgent();
    let left = CALLS_PER_ADDRESS;
    while (Date.now() < until) {
      if (left-- === 0) {
        agent.destroy();
        agent = freshAgent();
        left = CALLS_PER_ADDRESS - 1;
      }
      const i = n++;
      const { status, text } = await call(agent, i);
      const isCreated = status === 200 || status === 201;
      if (!measuring) {
        if (isCreated) counts.warmUp++;
        continue;
      }
      if (isCreated) counts.created++;
      else if (status === 429) counts.refused++;
      else {
        counts.failed++;
        if (counts.failed === 1) console.error(`  unexpected answer ${status}: ${text}`);
      }
    }
    agent.destroy();
  };
  const warm = Date.now() + WARMUP_MS;
  await Promise.all(Array.from({ length: CONCURRENCY }, () => run(warm)));
  measuring = true;
  const started = process.hrtime.bigint();
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: CONCURRENCY }, () => run(until)));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  return { ...counts, perSecond: counts.created / elapsed, elapsed };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-bench-api-'));
const dbFile = path.join(dataDir, 'kurz.db');
const server = await startServer({
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  AUTH_SECRET,
});
try {
  const cookies = await signInUsers(server, dbFile, USERS + API_USERS);
  const webCookies = cookies.slice(0, USERS);
  const keys = [];
  for (const cookie of cookies.slice(USERS)) keys.push(...(await createKeys(server, cookie)));

  const web = (agent, i) =>
    send(
      server.port,
      agent,
      'POST',
      '/api/shorten',
      { origin: server.origin, cookie: webCookies[i % webCookies.length] },
      { full_url: `https://example.com/web/${i}` },
    );
  const api = (agent, i) =>
    send(
      server.port,
      agent,
      'POST',
      '/api/v1/links',
      { authorization: `Bearer ${keys[i % keys.length]}` },
      { full_url: `https://example.com/api/${i}` },
    );

  console.log(
    `\nLink creation, SQLite, HTTP on loopback: ${CONCURRENCY} calls in flight, ${SECONDS} s per run after ${WARMUP_MS / 1000} s of warm-up, ${ROUNDS} rounds alternated; each connection from an address of its own for ${CALLS_PER_ADDRESS} calls; web calls over ${USERS} users, API calls over ${keys.length} enterprise keys`,
  );
  const results = { api: [], web: [] };
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [label, call] of [
      ['api', api],
      ['web', web],
    ]) {
      const result = await createFor(call, SECONDS);
      results[label].push(result);
      const refusals = result.refused + result.failed;
      console.log(
        `  round ${round} ${label === 'api' ? 'POST /api/v1/links' : 'POST /api/shorten '}  ${result.perSecond.toFixed(0).padStart(6)} links/s  (${result.created} in ${result.elapsed.toFixed(1)} s${refusals ? `; ${result.refused} refused (429), ${result.failed} failed: VOID` : ''})`,
      );
    }
  }
  const median = (runs) =>
    runs.map((run) => run.perSecond).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const [apiRate, webRate] = [median(results.api), median(results.web)];
  const runs = [...results.api, ...results.web];
  const isVoid = runs.some((run) => run.refused + run.failed > 0);
  // Every answer counted as created is a link in the database.
  const answered = runs.reduce((sum, run) => sum + run.created + run.warmUp, 0);
  const db = new SQLite(dbFile, { readonly: true });
  const { stored } = db.prepare('select count(*) as stored from links').get();
  db.close();
  if (stored !== answered) throw new Error(`${answered} links answered, ${stored} stored`);
  console.log(
    `  median: API ${apiRate.toFixed(0)} links/s, web ${webRate.toFixed(0)} links/s, API/web ${(apiRate / webRate).toFixed(2)}${isVoid ? '  (VOID: calls were refused; raise BENCH_USERS or BENCH_API_USERS)' : ''}`,
  );
  if (isVoid) process.exitCode = 1;
} finally {
  await stop(server.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
