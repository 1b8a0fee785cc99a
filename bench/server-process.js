// What the benchmarks share: the server they start (with the node flags of `npm start`),
// and a client that sends a fixed number of redirects.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const MAIN = path.join(ROOT, 'apps/server/dist/main.js');
/**
 * The node flags `npm start` runs the server with (package.json), plus any in
 * BENCH_NODE_ARGS (e.g. --cpu-prof to profile it).
 */
export const NODE_ARGS = [
  ...JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'))
    .scripts.start.split(' node ')[1]
    .split(' ')
    .filter((word) => word.startsWith('--')),
  ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean),
];

export async function freePort() {
  const server = http.createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  server.close();
  return port;
}

/** Starts a server and waits until /healthz (or any answer, for the bare one) responds. */
export async function start(command, args, env = {}) {
  const port = await freePort();
  const child = spawn(command, args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await new Promise((resolve) => {
      http
        .get({ port, host: '127.0.0.1', path: '/healthz' }, (r) => {
          r.resume();
          resolve(true);
        })
        .on('error', () => resolve(false));
    });
    if (ok) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${args[0]} did not start`);
}

export async function stop(child) {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const [code] = await exited;
  return code;
}

/**
 * Sends exactly `count` GETs over keep-alive connections (with `host` as the Host header
 * when given); counts 3xx answers received. `onHalf` runs when half are sent, or at
 * `onAt` (a share of `count`) when given.
 */
export async function fire(port, codes, count, { onHalf, onAt = 0.5, inOrder = false, host } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
  let sent = 0;
  let redirects = 0;
  const one = () =>
    new Promise((resolve) => {
      const code = inOrder
        ? codes[sent % codes.length]
        : codes[Math.floor(Math.random() * codes.length)];
      const headers = host ? { host } : {};
      const target = { port, host: '127.0.0.1', path: `/${code}`, headers, agent };
      const request = http.get(target, (response) => {
        if (response.statusCode >= 300 && response.statusCode < 400) redirects++;
        response.resume();
        response.on('end', resolve);
      });
      request.on('error', resolve);
    });
  const worker = async () => {
    while (sent < count) {
      sent++;
      if (sent === Math.floor(count * onAt)) onHalf?.();
      await one();
    }
  };
  await Promise.all(Array.from({ length: 50 }, worker));
  agent.destroy();
  return redirects;
}

/**
 * The app as `npm start` runs it, on a free port with APP_URL at that port (so sign-in's
 * origin checks pass), answering /healthz.
 */
export async function startApp(env, nodeArgs = NODE_ARGS) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', APP_URL: origin },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    const ok = await fetch(`${origin}/healthz`).then(
      () => true,
      () => false,
    );
    if (ok) return { child, origin, port };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

/**
 * Signs up, marks the address verified (and the plan, when given) in the SQLite file,
 * signs in: the user's id and session cookie.
 */
export async function signInAs(origin, dbFile, email, plan) {
  const headers = { origin, 'content-type': 'application/json' };
  const body = JSON.stringify({ email, password: 'Str0ng!pass', name: 'Bench User' });
  await fetch(`${origin}/api/auth/sign-up/email`, { method: 'POST', headers, body });
  const db = new SQLite(dbFile);
  db.prepare('update users set email_verified = 1 where email = ?').run(email);
  if (plan) db.prepare('update users set subscription_plan = ? where email = ?').run(plan, email);
  const { id } = db.prepare('select id from users where email = ?').get(email);
  db.close();
  const response = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: 'POST',
    headers,
    body,
  });
  if (!response.ok) throw new Error(`sign-in failed: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { id, cookie };
}
