// What the benchmarks share: the server they start (with the node flags of `npm start`),
// and a client that sends a fixed number of redirects.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
