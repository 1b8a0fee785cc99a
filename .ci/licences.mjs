// Licence check of the production dependencies: refuses copyleft licences and
// unknown or missing ones, unless .ci/licence-allow.json names the package, its declared
// licence and a reason. Prints `licences: N production packages, C copyleft, …`.
// Usage: node .ci/licences.mjs [suite-report-dir]
import fs from 'node:fs';
import { readAllowList } from './allow-list.mjs';
import { declaredLicence, judgeLicence } from './licence-rules.mjs';
import { productionPackages } from './production-packages.mjs';
import { appendSuiteCounts } from './suite-counts.mjs';

const [reportDir] = process.argv.slice(2);
const allowList = readAllowList('licence-allow.json', 'packages');
for (const entry of allowList.expired) {
  console.error(
    `  review due: licence-allow.json's ${entry.package} (review by ${entry.reviewBy})`,
  );
}

const packages = productionPackages();
const refused = [];
const allowed = [];
for (const pkg of packages) {
  const licence = declaredLicence(JSON.parse(fs.readFileSync(`${pkg.path}/package.json`, 'utf8')));
  const verdict = judgeLicence(licence);
  if (verdict === 'permissive') continue;
  const entry = allowList.current.find((e) => e.package === pkg.name && e.licence === licence);
  if (entry) allowed.push({ ...pkg, licence, verdict, entry });
  else refused.push({ ...pkg, licence, verdict });
}

const copyleft = refused.filter((pkg) => pkg.verdict === 'copyleft').length;
const unknown = refused.length - copyleft;
console.log(
  `licences: ${packages.length} production packages, ${copyleft} copyleft, ${unknown} unknown or missing, ` +
    `${allowed.length} allow-listed${allowed.length ? ` (${allowed.map((p) => p.name).join(', ')})` : ''}`,
);
for (const pkg of refused) {
  console.error(
    `  refused: ${pkg.name}@${pkg.version} (${pkg.licence || 'no licence'}: ${pkg.verdict})`,
  );
}
appendSuiteCounts(reportDir, 'licences', [
  ['production packages', packages.length],
  ['copyleft', copyleft],
  ['unknown', unknown],
  ['allow-listed', allowed.length],
]);
process.exitCode = refused.length > 0 || allowList.expired.length > 0 ? 1 : 0;
