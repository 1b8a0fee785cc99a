import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';

const MAIN = fileURLToPath(new URL('../../apps/server/dist/main.js', import.meta.url));

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Stops the server (SIGTERM); safe to call twice. The data stays until the last call. */
  stop(): Promise<number | null>;
  /** Rows in a table of the server's SQLite file (read after stop, so clicks are flushed). */
  countRows(table: string): number;
  /** Stops the server and deletes its data folder. */
  cleanup(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the built server as `npm start` does, on a free port, with its own data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(MAIN)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-e2e-'));
  // A known port, so APP_URL (trusted origin, link host) is the address the browser uses.
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 20_000);
    child.stdout?.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', () => reject(new Error(`server exited early:\n${output}`)));
  });
  let exitCode: Promise<number | null> | undefined;
  const server: RunningServer = {
    url,
    dataDir,
    stop: () => {
      exitCode ??= (async () => {
        const exited = once(child, 'exit');
        child.kill('SIGTERM');
        const [code] = (await exited) as [number | null];
        return code;
      })();
      return exitCode;
    },
    countRows: (table) => {
      const db = new SQLite(path.join(dataDir, 'kurz.db'), { readonly: true });
      const row = db.prepare(`select count(*) as n from ${table}`).get() as { n: number };
      db.close();
      return row.n;
    },
    cleanup: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}
