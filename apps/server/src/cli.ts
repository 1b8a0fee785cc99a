import { ConfigError, loadConfig } from './config.js';
import { BackupRefused, backupDatabase } from './operations/backup.js';

const USAGE = `Usage: kurz <command>

  backup <file>   copies the SQLite database to <file> while the server runs
                  (DATA_DIR as for the server; PostgreSQL: use pg_dump)`;

/** `kurz …` (npm run kurz -- …): operations beside the server, with the server's configuration. */
async function cli(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'backup' && rest.length === 1 && rest[0]) {
    const { bytes } = await backupDatabase(loadConfig().database, rest[0]);
    console.log(`Backed up the database to ${rest[0]} (${bytes.toLocaleString('en-US')} bytes)`);
    return 0;
  }
  console.error(USAGE);
  return 2;
}

cli(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof BackupRefused)
      console.error(error.message);
    else console.error('kurz failed:', error);
    process.exit(1);
  },
);
