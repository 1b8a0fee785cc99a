import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import net from 'node:net';
import { stopChild } from '../stop-child.js';

// What redis-instance.ts and haproxy-process.ts share: a server binary run as our child.

/** Whether `binary` runs from the PATH (the scenario is skipped, saying why, if not). */
export function isOnPath(binary: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' }).status === 0;
}

export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Daemon {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then the exit; at once if it has exited already. */
  stop(): Promise<void>;
}

/** Runs `command` and resolves once it accepts connections on `port` (20 s at most). */
export async function startDaemon(command: string, args: string[], port: number): Promise<Daemon> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const daemon = { child, output: () => output, stop: () => stopChild(child) };
  const deadline = Date.now() + 20_000;
  while (!(await connects(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await daemon.stop();
      throw new Error(`${command} did not listen on ${port}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return daemon;
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
