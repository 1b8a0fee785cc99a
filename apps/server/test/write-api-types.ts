import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { API_V1_TYPES_FILE, apiV1Types } from './api-v1-types.js';

// `npm run api:types`: the API tests' client is typed from the document the server makes.
// Built outside vitest (its helpers need its runner), on a throwaway SQLite file.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-api-types-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  APP_URL: 'https://app.kurz.test',
});
const db = openDatabase(config.database, () => {});
try {
  await migrateToLatest(db.kysely);
  const app = await buildApp({ config, db, log: pino({ level: 'silent' }) });
  await app.ready();
  fs.writeFileSync(API_V1_TYPES_FILE, await apiV1Types(app));
  await app.close();
  console.log(`wrote ${fileURLToPath(API_V1_TYPES_FILE)}`);
} finally {
  await db.kysely.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
