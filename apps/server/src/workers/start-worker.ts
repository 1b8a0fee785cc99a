import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import v8 from 'node:v8';
import { type ResourceLimits, threadId, Worker } from 'node:worker_threads';

/**
 * Starts the worker module `name` next to the caller (`import.meta.url`). Built code runs
 * `name.js` as is. From TypeScript sources (tests, `npm run dev`) Node 20 cannot load the
 * module in a thread, so it is bundled first with esbuild (what tsx and Vite run on).
 */
export function startWorker(
  callerUrl: string,
  name: string,
  workerData: unknown,
  resourceLimits?: ResourceLimits,
): Worker {
  const entry = callerUrl.endsWith('.ts')
    ? bundleFromSource(new URL(`${name}.ts`, callerUrl))
    : new URL(`${name}.js`, callerUrl);
  if (resourceLimits?.maxYoungGenerationSizeMb !== undefined) letLimitsSizeYoungGeneration();
  return new Worker(entry, { workerData, resourceLimits });
}

/**
 * V8 sizes each new thread's young generation from the process's flags before its
 * resource limits: `npm start`'s semi-space sizes, chosen for the redirects' thread, gave
 * every worker the redirects' thread's young generation whatever its
 * `maxYoungGenerationSizeMb`. V8 reads those flags only when it sets up a heap, and the
 * main thread's was set up at start, so clearing them lets the limits size the threads
 * started from now on and leaves the main thread as it is (start-worker.test.ts).
 */
function letLimitsSizeYoungGeneration(): void {
  v8.setFlagsFromString('--min-semi-space-size=0');
  v8.setFlagsFromString('--max-semi-space-size=0');
}

const bundles = new Map<string, URL>();

/**
 * Once per process and entry: our code in one file, packages left as imports. The file is
 * named by its content and goes in node_modules/.cache so those imports resolve; processes
 * running the same code share it.
 */
function bundleFromSource(source: URL): URL {
  const known = bundles.get(source.href);
  if (known) return known;
  const require = createRequire(source);
  const esbuild = require('esbuild') as typeof import('esbuild');
  const { outputFiles } = esbuild.buildSync({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'inline',
    logLevel: 'error',
    write: false,
  });
  const code = outputFiles?.[0]?.contents ?? new Uint8Array();
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const dir = path.resolve(path.dirname(require.resolve('esbuild')), '../../.cache/kurz-workers');
  const file = path.join(dir, `${path.basename(source.pathname, '.ts')}-${hash}.mjs`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}-${threadId}`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, file);
  }
  const url = pathToFileURL(file);
  bundles.set(source.href, url);
  return url;
}
