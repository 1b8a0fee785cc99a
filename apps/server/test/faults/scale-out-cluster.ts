import { countClicks, createFaultDatabase, type FaultDatabase, waitFor } from './fault-env.js';
import { type Haproxy, startHaproxy } from './haproxy-process.js';
import { type KurzMachine, startKurzMachines } from './kurz-machines.js';
import type { Tally } from './load-tally.js';
import type { PostgresInstance } from './postgres-instance.js';
import { type RedisInstance, startRedis } from './redis-instance.js';
import { type Owner, signUpOwner } from './signed-in-owner.js';

// Scale-out: what three machines behind a load balancer would be, on loopback.

/** Ada's links (fault-env's seed), which the load visits. */
export const LOAD_CODES = ['spring', 'summer', 'autumn', 'winter'];

export interface ScaleOut {
  database: FaultDatabase;
  redis: RedisInstance;
  machines: KurzMachine[];
  proxy: Haproxy;
}

/**
 * A fresh database, a Redis, three Kurz processes on both (the client's address taken
 * from HAProxy's X-Forwarded-For) and HAProxy over them; all closed after the scenario.
 */
export async function startScaleOut(instance: PostgresInstance): Promise<ScaleOut> {
  const database = await createFaultDatabase(instance, ...LOAD_CODES);
  const redis = await startRedis();
  const machines = await startKurzMachines(3, {
    DATABASE_URL: database.url,
    TRUST_PROXY: '127.0.0.1',
    REDIS_URL: redis.url,
  });
  const proxy = await startHaproxy(machines.map((machine) => machine.port));
  return { database, redis, machines, proxy };
}

/** One GET of each code on `machine`, directly: the load then meets cached links only. */
export async function warm(tally: Tally, machine: KurzMachine, codes: string[]): Promise<void> {
  for (const code of codes) {
    const { status } = await tally.get(machine.url, `/${code}`);
    if (status !== 302) throw new Error(`warming /${code} on ${machine.name}: ${status}`);
  }
}

/** Every click stored, each process stopped cleanly (its clicks flushed): how many. */
export async function storedAfterStop({ machines, database }: ScaleOut, served: number) {
  await waitFor(async () => (await countClicks(database.db)) >= served, 30_000);
  for (const machine of machines) {
    const code = await machine.stop();
    if (code !== 0) throw new Error(`${machine.name} exited ${code}:\n${machine.output()}`);
  }
  return countClicks(database.db);
}

export interface PremiumOwner {
  owner: Owner;
  /** The process the owner signed up through. */
  base: string;
  /** Makes a link there: its id. */
  shorten(body: object): Promise<string>;
}

/** An owner signed up through the first process, on the premium plan (passwords need it). */
export async function premiumOwner({ machines, database }: ScaleOut): Promise<PremiumOwner> {
  const base = machines[0]?.url ?? '';
  const owner = await signUpOwner(base, 'grace@example.com');
  await database.db.kysely
    .updateTable('users')
    .set({ subscription_plan: 'premium' })
    .where('email', '=', 'grace@example.com')
    .execute();
  const shorten = async (body: object) => {
    const made = await owner.send(base, 'POST', '/api/shorten', body);
    if (made.status !== 200) throw new Error(`shorten: ${made.status} ${await made.text()}`);
    return ((await made.json()) as { id: string }).id;
  };
  return { owner, base, shorten };
}
