import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Test tiers (DESIGN §7). `unit`: pure rules and verbs. `db`: repositories against real
 * engines (SQLite always; PostgreSQL when TEST_DATABASE_URL is set). `api`: the built app
 * through `inject`. `web`: components in jsdom. e2e has its own config (e2e/).
 */
const source = ['@kurz/source'];

/**
 * TEST_ENGINE=postgres (`npm run test:db`) runs the db and api tiers' PostgreSQL cases
 * only, for a run after `npm test` ran their SQLite ones; unset, every engine available.
 */
const testEngine = process.env.TEST_ENGINE ?? '';
if (testEngine && testEngine !== 'postgres') {
  throw new Error(`TEST_ENGINE=${testEngine}: the only engine to pick alone is postgres`);
}
if (testEngine && !process.env.TEST_DATABASE_URL) {
  throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL (postgres://…)');
}
/**
 * Files whose cases are the same whatever TEST_DATABASE_URL says (SQLite files of their
 * own, servers spawned on a data folder, no database at all), and the fuzz tier, which
 * runs once: a TEST_ENGINE=postgres run leaves them to `npm test`.
 */
const ENGINE_BLIND = [
  'apps/server/src/analytics/click-tally.db.test.ts',
  'apps/server/src/db/statement-cache.db.test.ts',
  'apps/server/src/operations/backup.db.test.ts',
  'apps/server/src/clicks/click-crash.api.test.ts',
  'apps/server/src/clicks/click-database-locked.api.test.ts',
  'apps/server/src/cluster/processes.api.test.ts',
  'apps/server/src/custom-domains/caddy-tls.api.test.ts',
  'apps/server/src/http/error-handler.api.test.ts',
  'apps/server/src/http/fuzz.api.test.ts',
  'apps/server/src/main.api.test.ts',
];
const onEveryEngine = testEngine ? ENGINE_BLIND : [];
/** The PostgreSQL template the db and api tiers' databases are copied from. */
const postgresTemplate = 'apps/server/test/postgres-template.ts';
/** The migrated SQLite file the db and api tiers' SQLite databases are copies of. */
const sqliteTemplate = 'apps/server/test/sqlite-template.ts';
/**
 * Vitest's 5 s per test (10 s per hook) fail a test that is only slow, on a two-core
 * machine busy with other work; a test that hangs still fails, later.
 */
const patience = { testTimeout: 30_000, hookTimeout: 60_000 };
/**
 * A worker imports the app's modules once for all its files instead of once per file:
 * importing them, and jsdom per web file, cost more than most files' tests. Tests leave
 * nothing behind (apps/web/src/test-setup.ts cleans the DOM and storage; apps close).
 */
const sharedModules = { isolate: false };
/**
 * The tiers run one after another, each on both workers: a worker that goes from one
 * tier's files to another's imports the modules and sets the environment up again, which
 * made the tiers together take half as long again as one after the other.
 */
const TIER_ORDER = ['unit', 'db', 'api', 'web', 'faults'];
const serverConditions = defaultServerConditions.filter((condition) => condition !== 'module');
const nodeProject = (
  name: string,
  include: string[],
  exclude: string[] = [],
  globalSetup: string[] = [],
) => ({
  resolve: { conditions: [...source, ...defaultServerConditions] },
  // Vitest hands these to Node as --conditions, and Node then applies `module` to require()
  // too: @opentelemetry/api (under prom-client) has a `module` build Node cannot load.
  ssr: { resolve: { conditions: [...source, ...serverConditions] } },
  // Vitest loads global setups (the test database templates) in an environment of its own.
  environments: { __vitest__: { resolve: { conditions: [...source, ...serverConditions] } } },
  test: {
    name,
    environment: 'node' as const,
    include,
    exclude,
    globalSetup,
    sequence: { groupOrder: TIER_ORDER.indexOf(name) },
    ...sharedModules,
    ...patience,
    provide: {
      testDatabaseUrl: process.env.TEST_DATABASE_URL ?? '',
      testEngine,
      testRedisUrl: process.env.TEST_REDIS_URL ?? '',
      suiteReportDir: process.env.KURZ_SUITE_REPORT_DIR ?? '',
    },
  },
});

/**
 * Fault scenarios (apps/server/test/faults): a PostgreSQL of their own (global-setup.ts),
 * one file at a time, since they stop and slow that server and time redirects. Not part
 * of `npm test`: `npm run test:faults`, and `.ci/run` after the PostgreSQL tier.
 */
const faultsBase = nodeProject(
  'faults',
  ['apps/server/test/faults/**/*.faults.test.ts'],
  [],
  // The template after the server it is made on.
  ['apps/server/test/faults/global-setup.ts', postgresTemplate],
);
const faultsProject = {
  ...faultsBase,
  test: {
    ...faultsBase.test,
    fileParallelism: false,
    // Each scenario stops and slows its own servers: a fresh module graph per file.
    isolate: true,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
};

export default defineConfig({
  test: {
    sequence: { shuffle: true },
    // Vitest's default is one worker fewer than the cores: a single file at a time here,
    // while the api tier's files wait on sockets, timers and child processes.
    maxWorkers: 2,
    projects: [
      nodeProject(
        'unit',
        ['apps/server/{src,test}/**/*.test.ts', 'packages/shared/src/**/*.test.ts'],
        ['**/*.db.test.ts', '**/*.api.test.ts', '**/*.faults.test.ts'],
      ),
      nodeProject('db', ['apps/server/{src,test}/**/*.db.test.ts'], onEveryEngine, [
        postgresTemplate,
        sqliteTemplate,
      ]),
      nodeProject('api', ['apps/server/{src,test}/**/*.api.test.ts'], onEveryEngine, [
        postgresTemplate,
        sqliteTemplate,
      ]),
      faultsProject,
      {
        plugins: [react()],
        resolve: { conditions: [...source, ...defaultClientConditions] },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
          sequence: { groupOrder: TIER_ORDER.indexOf('web') },
          ...sharedModules,
          ...patience,
        },
      },
    ],
  },
});
