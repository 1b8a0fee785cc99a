// Runs a TypeScript worker module from source (see start-worker.ts): tsx first, then the
// module, which finds its own data where built workers find it.
import { syncBuiltinESMExports } from 'node:module';
import worker from 'node:worker_threads';
import { register } from 'tsx/esm/api';

const { entry, data } = worker.workerData;
worker.workerData = data;
syncBuiltinESMExports();
register();
await import(entry);
