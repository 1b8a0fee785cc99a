// The allow-lists of audit.mjs and licences.mjs: each entry gives a reason and a review date,
// and an entry past its date stops counting, so an exception cannot outlive its review.
import fs from 'node:fs';

/** The entries of `.ci/<file>` under `key`, with the expired ones split off. */
export function readAllowList(file, key, today = new Date().toISOString().slice(0, 10)) {
  const entries = JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8'))[key];
  const invalid = entries.filter(
    (e) => !e.reason?.trim() || !/^\d{4}-\d{2}-\d{2}$/.test(e.reviewBy ?? ''),
  );
  if (invalid.length) {
    throw new Error(
      `${file}: every entry needs a reason and a reviewBy date (YYYY-MM-DD): ${JSON.stringify(invalid)}`,
    );
  }
  return {
    current: entries.filter((e) => e.reviewBy >= today),
    expired: entries.filter((e) => e.reviewBy < today),
  };
}
