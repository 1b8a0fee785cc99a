// npm run bench:newcomer: the first ten minutes of a newcomer, timed. A fresh clone of this
// repository, `npm install`, `npm start` until the first page answers; then Lighthouse
// (mobile emulation, Debian's Chromium) on the public pages and the dashboard signed in.
// Each figure is printed beside its target, and the last line says whether all are met.
// See README.md.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './server-process.js';

/** Pinned, and installed outside the tree: its ~300 packages must not count in ours. */
const LIGHTHOUSE_VERSION = '12.8.2';
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What to clone: this checkout's current branch unless told otherwise. */
const REPO = process.env.BENCH_REPO ?? ROOT;
const KEEP = process.env.BENCH_KEEP_CLONE === '1';
/** A Kurz already running (its URL): Lighthouse only, no clone, install or start. */
const SERVER = process.env.BENCH_SERVER;
const FIRST_PAGE_TIMEOUT_MS = 10 * 60_000;
const LINKS_ON_DASHBOARD = 20;

const TARGETS = {
  cloneToFirstPageS: 120,
  packages: 450,
  performance: { public: 90, dashboard: 80 },
  accessibility: 100,
  bestPractices: 100,
  seo: 95,
};

const missed = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const verdict = (isMet, what) => {
  if (!isMet) missed.push(what);
  return isMet ? 'met' : 'MISSED';
};

/** Runs a command to its end; its output goes to `log` (a file), its time is returned. */
function timed(command, args, options, log) {
  const started = performance.now();
  const out = fs.openSync(log, 'a');
  try {
    execFileSync(command, args, { stdio: ['ignore', out, out], ...options });
  } catch (error) {
    throw new Error(`${command} ${args.join(' ')} failed (${error.message}); see ${log}`);
  } finally {
    fs.closeSync(out);
  }
  return performance.now() - started;
}

async function answers(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** `npm start` in the clone on a free port; resolves once `/` answers 200. */
async function startServer(dir, port, log) {
  const out = fs.openSync(log, 'a');
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', out, out],
    // Its own process group: npm, the build and the server stop together.
    detached: true,
  });
  fs.closeSync(out);
  const started = performance.now();
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  while (!(await answers(`http://127.0.0.1:${port}/`))) {
    if (exited) throw new Error(`npm start exited before answering; see ${log}`);
    if (performance.now() - started > FIRST_PAGE_TIMEOUT_MS) {
      throw new Error(`no first page after ${seconds(FIRST_PAGE_TIMEOUT_MS)}; see ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { child, ms: performance.now() - started };
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    process.kill(-child.pid, 'SIGTERM');
  });
}

/**
 * A user signed up through the API, confirmed through the dev outbox (as the e2e tests
 * do), with links on their dashboard; returns the session as a Cookie header.
 */
async function signedInUser(base, origin) {
  const email = `newcomer-${Date.now()}@example.com`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, name: 'New Comer', password: 'Str0ng!pass-newcomer' }),
  });
  if (signUp.status >= 400) throw new Error(`sign-up answered ${signUp.status}`);
  const { messages } = await (await fetch(`${base}/api/dev/outbox`)).json();
  const mail = messages.find((message) => message.to === email);
  const link = new URL(/https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '');
  const verified = await fetch(base + link.pathname + link.search, { redirect: 'manual' });
  const cookie = verified.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`confirming the email answered ${verified.status}, no session`);
  for (let i = 0; i < LINKS_ON_DASHBOARD; i++) {
    const created = await fetch(`${base}/api/shorten`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ full_url: `https://example.com/newcomer/${i}` }),
    });
    if (created.status !== 200) throw new Error(`shorten answered ${created.status}`);
  }
  return cookie;
}

/** Lighthouse's folder, installed there on first use. */
function lighthouseCli() {
  const prefix = path.join(os.tmpdir(), `kurz-lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(prefix, 'node_modules/lighthouse/cli/index.js');
  if (!fs.existsSync(cli)) {
    console.log(`installing lighthouse@${LIGHTHOUSE_VERSION} into ${prefix} (once)…`);
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
  }
  return cli;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

function lighthouse(cli, url, workDir, cookie) {
  const report = path.join(workDir, `lighthouse-${Date.now()}.json`);
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${report}`,
    `--only-categories=${CATEGORIES.join(',')}`,
    `--chrome-flags=--headless=new --disable-gpu${process.getuid?.() === 0 ? ' --no-sandbox' : ''}`,
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  execFileSync(process.execPath, args, {
    env: { ...process.env, CHROME_PATH: CHROMIUM },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  if (result.runtimeError) throw new Error(`lighthouse: ${result.runtimeError.message}`);
  return result;
}

/**
 * A category's score (0–100) and the audits that cost it points; `ignored` audits are
 * left out of the weighted mean, as Lighthouse leaves out those that do not apply.
 */
function category(result, id, ignored = []) {
  const refs = result.categories[id].auditRefs.filter(
    (ref) => ref.weight > 0 && typeof result.audits[ref.id]?.score === 'number',
  );
  const counted = refs.filter((ref) => !ignored.includes(ref.id));
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  const score = counted.reduce((sum, ref) => sum + ref.weight * result.audits[ref.id].score, 0);
  const failing = counted.filter((ref) => result.audits[ref.id].score < 1).map((ref) => ref.id);
  return { score: Math.round((score / weight) * 100), failing };
}

function row(page, label, score, target, comparison = '≥') {
  const isMet = comparison === '=' ? score.score === target : score.score >= target;
  const why = !isMet && score.failing.length ? ` (${score.failing.slice(0, 6).join(', ')})` : '';
  const mark = verdict(isMet, `${page} ${label}`);
  return `${label} ${score.score} (${comparison} ${target}) ${mark}${why}`;
}

/** Clone, install, start: the server's URL and process, each step's time printed. */
async function cloneInstallStart(workDir, log) {
  const clone = path.join(workDir, 'kurz');
  console.log(`newcomer bench: cloning ${REPO} into ${clone} (log: ${log})`);
  const cloneMs = timed('git', ['clone', '--quiet', REPO, clone], {}, log);
  console.log(`fresh clone: ${seconds(cloneMs)}`);
  const installMs = timed('npm', ['install'], { cwd: clone }, log);
  const installLog = fs.readFileSync(log, 'utf8');
  const engineWarnings = installLog.match(/EBADENGINE Unsupported engine/g)?.length ?? 0;
  const packages = execFileSync('npm', ['ls', '--all', '--parseable'], {
    cwd: clone,
    encoding: 'utf8',
  })
    .trim()
    .split('\n').length;
  console.log(
    `npm install: ${seconds(installMs)}; ${packages} packages (≤ ${TARGETS.packages}) ${verdict(packages <= TARGETS.packages, 'packages')}; ${engineWarnings} packages warned of an unsupported engine`,
  );
  const port = await freePort();
  const started = await startServer(clone, port, log);
  console.log(`npm start → first page: ${seconds(started.ms)} (port ${port})`);
  const totalMs = cloneMs + installMs + started.ms;
  const isFast = totalMs <= TARGETS.cloneToFirstPageS * 1000;
  console.log(
    `clone → first page: ${seconds(totalMs)} (≤ ${TARGETS.cloneToFirstPageS} s) ${verdict(isFast, 'clone → first page')}`,
  );
  // The address `npm start` prints, which a newcomer opens.
  return { url: `http://localhost:${port}`, child: started.child };
}

async function runLighthouse(url, workDir) {
  const cookie = await signedInUser(url.replace('//localhost:', '//127.0.0.1:'), url);
  const cli = lighthouseCli();
  const pages = [
    { path: '/', performance: TARGETS.performance.public },
    { path: '/pricing', performance: TARGETS.performance.public },
    { path: '/auth', performance: TARGETS.performance.public },
    // Refused to crawlers by robots.txt, as private pages are: that one audit aside.
    {
      path: '/user/dashboard',
      performance: TARGETS.performance.dashboard,
      cookie,
      seoIgnores: ['is-crawlable'],
    },
  ];
  console.log(`Lighthouse ${LIGHTHOUSE_VERSION}, mobile emulation, ${CHROMIUM}:`);
  for (const page of pages) {
    const result = lighthouse(cli, url + page.path, workDir, page.cookie);
    const cls = result.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
    const lcp = result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
    const seo = category(result, 'seo', page.seoIgnores);
    const seoLabel = page.seoIgnores ? `SEO without ${page.seoIgnores.join(', ')}` : 'SEO';
    const seoWhole = page.seoIgnores
      ? ` (${Math.round(result.categories.seo.score * 100)} with it)`
      : '';
    console.log(
      [
        `  ${page.path}:`,
        row(page.path, 'Performance', category(result, 'performance'), page.performance),
        row(page.path, 'Accessibility', category(result, 'accessibility'), 100, '='),
        row(page.path, 'Best practices', category(result, 'best-practices'), 100, '='),
        row(page.path, seoLabel, seo, TARGETS.seo) + seoWhole,
        `CLS ${cls.toFixed(3)}, LCP ${seconds(lcp)}`,
      ].join('\n    '),
    );
  }
}

async function main() {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kurz-newcomer-'));
  const log = path.join(workDir, 'newcomer.log');
  let server;
  try {
    if (SERVER) {
      console.log(`newcomer bench: Lighthouse only, on ${SERVER}`);
      await runLighthouse(SERVER.replace(/\/$/, ''), workDir);
    } else {
      server = await cloneInstallStart(workDir, log);
      await runLighthouse(server.url, workDir);
    }
  } catch (error) {
    missed.push(`the run itself: ${error.message}`);
  } finally {
    if (server) await stopServer(server.child);
    // A failed run keeps its clone and log for a look.
    if (KEEP || missed.some((what) => what.startsWith('the run itself'))) {
      console.log(`kept ${workDir}`);
    } else {
      fs.rmSync(workDir, { recursive: true, force: true });
    }
  }
  console.log(
    missed.length === 0
      ? 'every target met'
      : `targets missed (${missed.length}): ${missed.join('; ')}`,
  );
  process.exitCode = missed.length === 0 ? 0 : 1;
}

await main();
