import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { stopChild } from './stop-child.js';

/** Whether a `caddy` binary is on the PATH (Debian's `caddy` package). */
export function isCaddyInstalled(): boolean {
  return spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;
}

export interface CaddyProcess {
  httpPort: number;
  httpsPort: number;
  /** Directory of Caddy's `storage file_system`: its local CA and the certificates it got. */
  storage: string;
  /** The local CA's root certificate (PEM), to trust in a TLS client. */
  rootCa: string;
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs `caddy run` on `caddyfile` (an operator's Caddyfile with its global options block
 * first) with test-machine options added to that block: no admin endpoint, free loopback
 * ports, storage and home inside `dir`, and Caddy's own CA (`local_certs`) instead of an
 * ACME CA it could not reach here. Resolves once the HTTPS port accepts connections.
 */
export async function startCaddy(caddyfile: string, dir: string): Promise<CaddyProcess> {
  if (!caddyfile.startsWith('{\n')) throw new Error('the Caddyfile must open with global options');
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const storage = path.join(dir, 'storage');
  const testOptions = [
    'admin off',
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
    'default_bind 127.0.0.1',
    `storage file_system ${storage}`,
    'local_certs',
    'skip_install_trust',
  ];
  const file = path.join(dir, 'Caddyfile');
  fs.writeFileSync(
    file,
    `{\n${testOptions.map((line) => `\t${line}\n`).join('')}${caddyfile.slice(2)}`,
  );
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    // Caddy keeps its data and autosaved config under HOME / XDG dirs: the temporary ones.
    env: { PATH: process.env.PATH ?? '', HOME: dir, XDG_DATA_HOME: dir, XDG_CONFIG_HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const stop = () => stopChild(child);
  try {
    await untilListening(child, httpsPort, () => output);
    const rootFile = path.join(storage, 'pki/authorities/local/root.crt');
    await until(
      () => fs.existsSync(rootFile),
      'Caddy made no local CA',
      () => output,
    );
    return {
      httpPort,
      httpsPort,
      storage,
      rootCa: fs.readFileSync(rootFile, 'utf8'),
      output: () => output,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A generous start: Caddy makes its CA's keys on first start, on a busy two-core machine. */
const START_WAIT_MS = 20_000;

async function untilListening(child: ChildProcess, port: number, output: () => string) {
  const connects = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`caddy exited early:\n${output()}`);
      return connects();
    },
    `caddy did not listen on ${port}`,
    output,
  );
}

async function until(
  isDone: () => boolean | Promise<boolean>,
  failure: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + START_WAIT_MS;
  while (!(await isDone())) {
    if (Date.now() > deadline) throw new Error(`${failure}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
