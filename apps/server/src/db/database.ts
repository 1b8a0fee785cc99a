import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';

export type DbEngine = 'sqlite' | 'postgres';

export interface Db {
  kysely: Kysely<Database>;
  engine: DbEngine;
  /** What it was opened with, so a worker thread can open its own connection. */
  settings: Config['database'];
  /** The raw SQLite connection, for the few hot writes that prepare their statement once. */
  sqlite?: SQLite.Database;
  /** PostgreSQL's connection pool, for /metrics. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  close(): Promise<void>;
}

/** Opens the database named by config: a SQLite file by default, PostgreSQL when set. */
export function openDatabase(
  settings: Config['database'],
  onIdleError: (error: Error) => void = () => {},
): Db {
  return settings.kind === 'postgres'
    ? openPostgres(settings.url, onIdleError)
    : openSqlite(settings.file);
}

function openSqlite(file: string): Db {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = NORMAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
  return {
    kysely,
    engine: 'sqlite',
    settings: { kind: 'sqlite', file },
    sqlite: connection,
    close: () => kysely.destroy(),
  };
}

/** Distinct statements kept prepared per connection; past this the cache starts over. */
const STATEMENTS_KEPT = 500;

/**
 * The connection as Kysely sees it, preparing each distinct SQL text once: Kysely
 * prepares every query anew, and preparing costs more than running a small query (the
 * redirect cache's background reloads run one per hot link a minute). A statement still
 * being iterated is busy; another one is prepared for that call.
 */
function withStatementCache(connection: SQLite.Database) {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => connection.close(),
    prepare(text: string): SQLite.Statement {
      const known = statements.get(text);
      if (known && !known.busy) return known;
      const statement = connection.prepare(text);
      if (!known) {
        if (statements.size >= STATEMENTS_KEPT) statements.clear();
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

const INT8_OID = 20;

/**
 * A statement waiting this long for a lock gives up (the request answers 503 with
 * Retry-After) instead of holding its connection and its client while a long lock or a
 * migration runs; the click writer keeps its batch and writes it again.
 */
const LOCK_TIMEOUT_MS = 2000;
/** No statement of ours runs this long; past it, it is stuck, not slow. */
const STATEMENT_TIMEOUT_MS = 30_000;

function openPostgres(url: string, onIdleError: (error: Error) => void): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    lock_timeout: LOCK_TIMEOUT_MS,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    // Epoch-millisecond times and counts fit a double exactly; read int8 as a number.
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID
          ? (value: string) => Number(value)
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (restart, failover, a forced drop) emits 'error' on
  // the pool; unhandled, that would crash the process. The pool discards the client and the
  // next query connects again; /readyz reports the database meanwhile. pg-pool hangs the
  // client on the error: logged, that was the whole connection's state in every line.
  pool.on('error', (error) => {
    delete (error as { client?: unknown }).client;
    onIdleError(error);
  });
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    engine: 'postgres',
    settings: { kind: 'postgres', url },
    pool,
    close: () => kysely.destroy(),
  };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
