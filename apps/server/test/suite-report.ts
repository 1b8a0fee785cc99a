import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Counts a security or reliability tier adds to `.ci/run`'s closing summary (requests
 * fuzzed, attack cases refused, clicks lost…). Each call appends one JSON line to
 * `<KURZ_SUITE_REPORT_DIR>/<tier>.jsonl`; `.ci/summarize.mjs` adds the lines of a tier up
 * and prints them in the order given. Without the directory (a plain `npm test`) it does
 * nothing: the tests' own assertions are what pass or fail.
 */
export function reportSuiteCounts(tier: string, counts: ReadonlyArray<[label: string, n: number]>) {
  const dir = inject('suiteReportDir');
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const line = JSON.stringify({ tier, counts });
  fs.appendFileSync(path.join(dir, `${tier.replace(/[^\w-]/g, '_')}.jsonl`), `${line}\n`);
}

declare module 'vitest' {
  export interface ProvidedContext {
    suiteReportDir: string;
  }
}
