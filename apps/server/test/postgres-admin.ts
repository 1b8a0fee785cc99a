import pg from 'pg';

/** `adminUrl` with its database name replaced by `name`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A database name no other test, worker or run picks: `<prefix>_<pid>_<random>`. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
}

export async function withAdminClient<T>(
  url: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Drops the database once the pool's connections have really gone (ending a pool does not
 * wait for the sockets): forcing it at once can kill a closing connection mid-goodbye.
 */
export async function dropWhenReleased(client: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      await client.query(`drop database if exists ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await client.query(`drop database if exists ${name} with (force)`);
}
