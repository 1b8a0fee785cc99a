import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A PostgreSQL of the fault tier's own: initdb into a temporary folder, started with
 * pg_ctl on a free loopback port (socket in the same folder, trust auth), so the
 * scenarios can stop, restart and slow it without touching any other database. Postgres
 * refuses to run as root: as root (CI) every command runs as the `postgres` system user
 * (`runuser -u postgres --`) on a folder that user owns.
 */
export interface PostgresInstance {
  binDir: string;
  /** The temporary folder: `data/` (the cluster), the socket and `server.log`. */
  dir: string;
  port: number;
  /** Whether commands run through `runuser -u postgres --` (we are root). */
  asPostgresUser: boolean;
}

/** The newest /usr/lib/postgresql/<version>/bin holding initdb and pg_ctl, or null. */
export function findPostgresBinaries(root = '/usr/lib/postgresql'): string | null {
  if (!fs.existsSync(root)) return null;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export function adminUrl(instance: PostgresInstance, database = 'postgres'): string {
  return `postgres://postgres@127.0.0.1:${instance.port}/${database}`;
}

export async function createPostgresInstance(binDir: string): Promise<PostgresInstance> {
  const asPostgresUser = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-faults-pg-'));
  if (asPostgresUser) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    fs.chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const instance = { binDir, dir, port: await freePort(), asPostgresUser };
  await pgCommand(instance, 'initdb', [
    '-D',
    path.join(dir, 'data'),
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  await startPostgres(instance);
  return instance;
}

/** Starts (or restarts after a stop) the instance and waits until it accepts connections. */
export async function startPostgres(instance: PostgresInstance): Promise<void> {
  const options = [
    `-p ${instance.port}`,
    `-k ${instance.dir}`,
    "-c listen_addresses='127.0.0.1'",
    // Scratch data: durability costs time and proves nothing here.
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  await pgCommand(instance, 'pg_ctl', [
    'start',
    '-w',
    '-t',
    '30',
    '-D',
    path.join(instance.dir, 'data'),
    '-l',
    path.join(instance.dir, 'server.log'),
    '-o',
    options,
  ]);
}

/** Stops the instance: `fast` ends sessions cleanly, `immediate` is a crash. */
export async function stopPostgres(
  instance: PostgresInstance,
  mode: 'fast' | 'immediate' = 'fast',
): Promise<void> {
  await pgCommand(instance, 'pg_ctl', [
    'stop',
    '-w',
    '-m',
    mode,
    '-D',
    path.join(instance.dir, 'data'),
  ]);
}

export async function removePostgresInstance(instance: PostgresInstance): Promise<void> {
  await stopPostgres(instance, 'immediate').catch(() => {});
  fs.rmSync(instance.dir, { recursive: true, force: true });
}

async function pgCommand(instance: PostgresInstance, name: string, args: string[]): Promise<void> {
  const binary = path.join(instance.binDir, name);
  const [command, argv] = instance.asPostgresUser
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  try {
    // pg_ctl start leaves the server holding its output: never wait on our pipes for it.
    await run(command, argv, { cwd: instance.dir, timeout: 60_000 });
  } catch (error) {
    const log = path.join(instance.dir, 'server.log');
    const tail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8').slice(-2000) : '';
    throw new Error(`${name} ${args[0]} failed: ${(error as Error).message}\n${tail}`);
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
