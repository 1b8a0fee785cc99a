import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { inject, it } from 'vitest';

/**
 * `it` for one fast-check property: runs it with `fc.check` and fails with fast-check's own
 * report (counterexample, seed and path to replay it). Each run adds one property and its
 * cases to the `properties` line of `.ci/run`'s summary.
 */
export function itHolds<Ts>(
  name: string,
  property: fc.IProperty<Ts>,
  parameters: fc.Parameters<Ts> = {},
): void {
  it(name, () => {
    const details = fc.check(property, parameters);
    reportPropertyCounts(details.numRuns);
    if (details.failed) throw new Error(fc.defaultReportMessage(details) ?? 'property failed');
  });
}

/**
 * Appends one line to `<KURZ_SUITE_REPORT_DIR>/properties.jsonl`, in the format of
 * apps/server/test/suite-report.ts (this package cannot import the server's helpers).
 * Outside CI the directory is empty and nothing is written.
 */
function reportPropertyCounts(cases: number): void {
  const dir = inject('suiteReportDir');
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const counts = [
    ['properties', 1],
    ['cases', cases],
  ];
  fs.appendFileSync(
    path.join(dir, 'properties.jsonl'),
    `${JSON.stringify({ tier: 'properties', counts })}\n`,
  );
}

declare module 'vitest' {
  export interface ProvidedContext {
    suiteReportDir: string;
  }
}
