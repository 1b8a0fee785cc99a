import { Worker } from 'node:worker_threads';

/**
 * Starts the worker module `name` next to the caller (`import.meta.url`). Built code runs
 * it as is; from TypeScript sources (tests, `npm run dev`) a small bootstrap registers tsx
 * in the thread first, since Node 20 workers do not inherit the parent's loaders.
 */
export function startWorker(callerUrl: string, name: string, workerData: unknown): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`${name}.js`, callerUrl), { workerData });
  return new Worker(new URL('./typescript-worker.mjs', import.meta.url), {
    workerData: { entry: new URL(`${name}.ts`, callerUrl).href, data: workerData },
  });
}
