// Advisory check of the production dependencies: `npm audit --omit=dev` at level
// high fails CI for any high or critical advisory that .ci/audit-allow.json does not name
// (advisory id, package, reason, review-by date). Prints one line:
// `dependencies: N production packages, H high advisories (A allowed)`.
// A registry that does not serve npm's audit endpoint (it answers 404, 405 or 501) is said
// so on that line and does not fail the run; `--require-audit` makes it fail.
// Usage: node .ci/audit.mjs [--require-audit] [--report audit.json] [suite-report-dir]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { readAllowList } from './allow-list.mjs';
import { productionPackages } from './production-packages.mjs';
import { appendSuiteCounts } from './suite-counts.mjs';

const { values: options, positionals } = parseArgs({
  options: { 'require-audit': { type: 'boolean' }, report: { type: 'string' } },
  allowPositionals: true,
});
const [reportDir] = positionals;
const ENDPOINT_NOT_SERVED = new Set([404, 405, 501]);
const SERIOUS = new Set(['high', 'critical']);

const packageCount = productionPackages().length;
const allowList = readAllowList('audit-allow.json', 'advisories');
const report = options.report ? JSON.parse(fs.readFileSync(options.report, 'utf8')) : runAudit();

if (report.auditReportVersion) judge(report);
else if (ENDPOINT_NOT_SERVED.has(report.statusCode)) unanswered(report);
else {
  console.error(
    `dependencies: npm audit failed: ${report.message ?? report.error?.summary ?? JSON.stringify(report)}`,
  );
  process.exitCode = 1;
}

function runAudit() {
  const audit = spawnSync('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  try {
    return JSON.parse(audit.stdout);
  } catch {
    return { message: `no JSON from npm audit (exit ${audit.status}): ${audit.stderr.trim()}` };
  }
}

/** Every high or critical advisory once, with the packages it was found in. */
function seriousAdvisories(auditReport) {
  const advisories = new Map();
  for (const vulnerability of Object.values(auditReport.vulnerabilities ?? {})) {
    for (const via of vulnerability.via) {
      // A string names another vulnerable package, whose own entry lists the advisory.
      if (typeof via === 'string' || !SERIOUS.has(via.severity)) continue;
      const id = String(via.source ?? via.id);
      const ghsa = /GHSA(-[a-z0-9]{4}){3}/i.exec(via.url ?? '')?.[0];
      advisories.set(id, {
        id,
        ghsa,
        package: via.name ?? vulnerability.name,
        title: via.title,
        url: via.url,
      });
    }
  }
  return [...advisories.values()];
}

function judge(auditReport) {
  const advisories = seriousAdvisories(auditReport);
  const isAllowed = (advisory) =>
    allowList.current.some(
      (entry) =>
        entry.package === advisory.package &&
        [advisory.id, advisory.ghsa].includes(String(entry.id)),
    );
  const refused = advisories.filter((advisory) => !isAllowed(advisory));
  const allowed = advisories.length - refused.length;
  console.log(
    `dependencies: ${packageCount} production packages, ${advisories.length} high advisories (${allowed} allowed)`,
  );
  for (const advisory of refused) {
    console.error(
      `  ${advisory.package}: ${advisory.title} (${advisory.ghsa ?? advisory.id}) ${advisory.url ?? ''}`,
    );
  }
  for (const entry of allowList.expired) {
    console.error(
      `  review due: audit-allow.json's ${entry.package} ${entry.id} (review by ${entry.reviewBy})`,
    );
  }
  appendSuiteCounts(reportDir, 'dependencies', [
    ['production packages', packageCount],
    ['high advisories', advisories.length],
    ['allowed', allowed],
  ]);
  process.exitCode = refused.length > 0 || allowList.expired.length > 0 ? 1 : 0;
}

function unanswered(auditReport) {
  const reason = `the registry does not serve npm's audit endpoint (HTTP ${auditReport.statusCode} to ${auditReport.method ?? 'POST'} ${new URL(auditReport.uri).pathname})`;
  console.log(
    `dependencies: ${packageCount} production packages, advisories not checked: ${reason}`,
  );
  appendSuiteCounts(reportDir, 'dependencies', [
    ['production packages', packageCount],
    ['audit not served by the registry', 1],
  ]);
  process.exitCode = options['require-audit'] ? 1 : 0;
}
