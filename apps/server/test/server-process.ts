import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output(): string;
  /** Sends `signal` and resolves with the exit code and how long the exit took. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; ms: number }>;
}

/** Runs `main.ts` as `npm start` would (from source through tsx), on a free port. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = runMain({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // The caller gets no handle on a server that did not start: end it here.
      child.kill('SIGKILL');
      reject(new Error(`server did not start:\n${output}`));
      // tsx compiles the server at start: two cores busy with other test files slow it.
    }, 60_000);
    const onData = () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => reject(new Error(`server exited early:\n${output}`)));
  });
  return {
    child,
    url,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      const started = Date.now();
      const exited = once(child, 'exit');
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return { code, ms: Date.now() - started };
    },
  };
}

/** Runs `main.ts` to completion (for boots that must fail). */
export async function runServerToExit(
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = runMain(env);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, output };
}

function runMain(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--conditions=@kurz/source', '--import', 'tsx', MAIN], {
    // A clean environment: the server must boot on what the test gives it alone.
    env: { NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/**
 * Signs Ada up on the server at `base` (whose APP_URL is `origin`), confirms her address
 * from the dev outbox, and shortens a URL to `code`: her session cookie.
 */
export async function signUpAndShorten(
  base: string,
  origin: string,
  code: string,
): Promise<string> {
  const post = (route: string, body: object, cookie = '') =>
    fetch(base + route, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/auth/sign-up/email', {
    email: 'ada@example.com',
    password: 'Str0ng!pass',
    name: 'Ada',
  });
  const outbox = (await (await fetch(`${base}/api/dev/outbox`)).json()) as {
    messages: { text: string }[];
  };
  const link = new URL(outbox.messages[0]?.text.match(/https?:\/\/\S+/)?.[0] ?? '');
  const verified = await fetch(base + link.pathname + link.search, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const created = await post(
    '/api/shorten',
    { full_url: 'https://example.com/x', short_url: code },
    cookie,
  );
  if (created.status !== 200) throw new Error(`shortening failed: ${created.status}`);
  return cookie;
}

/** The bytes in the click spool files of a server whose data folder is `dataDir`. */
export function spoolBytes(dataDir: string): number {
  const dir = path.join(dataDir, 'click-spool');
  return fs.readdirSync(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
}
