// One tier's counts for .ci/run's closing summary, in the JSONL format that
// apps/server/test/suite-report.ts writes and .ci/summarize.mjs adds up.
import fs from 'node:fs';
import path from 'node:path';

/** Appends `{ tier, counts }` to `<dir>/<tier>.jsonl`; without a directory, does nothing. */
export function appendSuiteCounts(dir, tier, counts) {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${tier.replace(/[^\w-]/g, '_')}.jsonl`);
  fs.appendFileSync(file, `${JSON.stringify({ tier, counts })}\n`);
}
