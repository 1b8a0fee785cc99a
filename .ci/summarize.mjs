// Closing summary of .ci/run: one line per security/reliability tier (the counts its tests
// appended to <dir>/<tier>.jsonl, added up), then "tests: N passed, N failed" over the
// Vitest JSON reports. Usage: node .ci/summarize.mjs <suite-report-dir> <report.json>...
import fs from 'node:fs';
import path from 'node:path';

const [suiteDir, ...reports] = process.argv.slice(2);

const tiers = new Map();
for (const name of fs.existsSync(suiteDir) ? fs.readdirSync(suiteDir).sort() : []) {
  if (!name.endsWith('.jsonl')) continue;
  for (const line of fs.readFileSync(path.join(suiteDir, name), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const { tier, counts } = JSON.parse(line);
    const sums = tiers.get(tier) ?? new Map();
    for (const [label, n] of counts) sums.set(label, (sums.get(label) ?? 0) + n);
    tiers.set(tier, sums);
  }
}
for (const [tier, sums] of tiers) {
  const parts = [...sums].map(([label, n]) => `${n.toLocaleString('en-US')} ${label}`);
  console.log(`${tier}: ${parts.join(', ')}`);
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of reports) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exitCode = failed > 0 || passed === 0 ? 1 : 0;
