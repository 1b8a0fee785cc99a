import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type ServerProcess, startServerProcess } from '../server-process.js';
import { freePort } from './daemon.js';
import { onCleanup, SHORT_HOST } from './fault-env.js';

// Kurz processes as separate machines would run them: a port and a data folder each.

export const APP_URL = 'http://app.kurz.test';

export interface KurzMachine {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  output(): string;
  /** SIGKILL: a crash, with whatever was in flight. */
  kill(): Promise<void>;
  /** SIGTERM: a clean stop (clicks flushed); resolves with the exit code. */
  stop(): Promise<number | null>;
  /** Starts it again on the same port and data folder (the spool is replayed at start). */
  start(): Promise<void>;
}

/** `count` Kurz processes on `env` (with DATABASE_URL), each killed after the scenario. */
export async function startKurzMachines(
  count: number,
  env: Record<string, string>,
): Promise<KurzMachine[]> {
  const machines = await Promise.all(
    Array.from({ length: count }, async (_, i) => machine(`kurz${i + 1}`, env)),
  );
  await Promise.all(machines.map((each) => each.start()));
  return machines;
}

async function machine(name: string, env: Record<string, string>): Promise<KurzMachine> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kurz-faults-${name}-`));
  let server: ServerProcess | null = null;
  let output = '';
  const end = async (signal: NodeJS.Signals) => {
    const running = server;
    server = null;
    if (!running) return null;
    const isRunning = running.child.exitCode === null && running.child.signalCode === null;
    const { code } = isRunning ? await running.stop(signal) : { code: running.child.exitCode };
    output += running.output();
    return code;
  };
  const kill = async () => {
    await end('SIGKILL');
  };
  onCleanup(async () => {
    await kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output + (server?.output() ?? ''),
    kill,
    stop: () => end('SIGTERM'),
    start: async () => {
      server ??= await startServerProcess({
        APP_URL,
        SHORT_DOMAINS: SHORT_HOST,
        AUTH_SECRET: 'scale-out-secret-0123456789abcdef0123456789',
        LOG_LEVEL: 'info',
        ...env,
        PORT: String(port),
        DATA_DIR: dataDir,
      });
    },
  };
}
