#!/usr/bin/env node
/**
 * `npm test`: every check CI runs, in order, ending with the plain line "N passed, N failed".
 *   1. tools: Debian's Chromium and Java (installed with apt-get when missing and running as root)
 *   2. unit tests (vitest)
 *   3. ESLint with Next's rules (eslint.config.mjs), no warnings and no unneeded eslint-disable allowed, and the
 *      GitHub Actions workflows against their published schemas (action-validator, offline)
 *   4. static export build with test values in every NEXT_PUBLIC_* variable the caller did not set
 *   5. TypeScript (tsc --noEmit, after the build has generated Next's type files)
 *   6. end-to-end and accessibility tests (@playwright/test + axe) against out/ served like a CDN
 *   7. W3C Nu HTML checker (vnu-jar) over every exported HTML file
 *   8. internal link check of the served site (linkinator)
 *   9. JS bytes per page report (reports/js-bytes.json) and the byte budget: no page's JS or CSS (gzip) or preloaded
 *      font may grow past scripts/test/byte-budget.json plus a small margin (byte-budget.mjs names the files that grew)
 *  10. the editor's recipe: a second build with the articles of tests/fixtures/blog added, and the blog tests on it;
 *      that build has the PageSpeed key only on the server, and its files are searched for the key
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { randomBytes } from 'node:crypto';
import { filesContaining, has, listFiles, run, startServer, waitForServer } from '../lib.mjs';
import { CHROMIUM_PATH, withTestEnv } from './env.mjs';

const require = createRequire(import.meta.url);
const env = withTestEnv();
const results = [];
let passed = 0;
let failed = 0;

function record(name, p, f, note = '') {
  passed += p;
  failed += f;
  results.push({ name, p, f, note });
  console.log(`\n--- ${name}: ${p} passed, ${f} failed${note ? ` (${note})` : ''}\n`);
}

async function ensureTools() {
  const missing = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium', 'fonts-dejavu-core');
  if (!has('java')) missing.push('openjdk-17-jre-headless');
  if (missing.length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !has('apt-get')) {
    console.error(`Missing tools. Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n` +
      `(or point CHROMIUM_PATH at an existing Chromium binary).`);
    return false;
  }
  console.log(`Installing ${missing.join(' ')} from Debian's packages...`);
  const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env: aptEnv });
  const { code } = await run('apt-get', ['install', '-y', '-qq', ...missing], { env: aptEnv });
  return code === 0 && existsSync(CHROMIUM_PATH);
}

async function unitTests() {
  mkdirSync('reports', { recursive: true });
  const { code } = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json'], { env });
  try {
    const report = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
    const failedTests = report.numFailedTests + (report.numFailedTestSuites ?? 0) - (report.numFailedTests ? 0 : 0);
    record('unit tests (vitest)', report.numPassedTests, Math.max(failedTests, code !== 0 && !report.numFailedTests ? 1 : 0));
  } catch {
    record('unit tests (vitest)', 0, 1, 'no report');
  }
}

/** The website tester API (api/): its JSDoc types, unit tests and integration tests against serve.mjs (no build needed). */
async function apiTests() {
  const { code: typeCode } = await run('npx', ['tsc', '--noEmit', '-p', 'api/tsconfig.json'], { env });
  const { code } = await run('npx', ['vitest', 'run', '--config', 'vitest.api.config.mts', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest-api.json'], { env });
  try {
    const report = JSON.parse(readFileSync('reports/vitest-api.json', 'utf8'));
    const failedTests = report.numFailedTests + (code !== 0 && !report.numFailedTests ? 1 : 0);
    record('tester API (types, unit, integration)', report.numPassedTests + (typeCode === 0 ? 1 : 0), failedTests + (typeCode === 0 ? 0 : 1));
  } catch {
    record('tester API (types, unit, integration)', 0, 1, 'no report');
  }
}

/** Both sites from the same code: the Estonian one (out/) and the English one (out-en/, SITE_LOCALE=en). */
async function build() {
  rmSync('out', { recursive: true, force: true });
  rmSync('out-en', { recursive: true, force: true });
  const { code } = await run('npm', ['run', 'build'], { env });
  record('static export build', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  const en = await run('npm', ['run', 'build:en'], { env });
  record('static export build (English site)', en.code === 0 ? 1 : 0, en.code === 0 ? 0 : 1);
  return code === 0 && en.code === 0;
}

async function typecheck() {
  const { code } = await run('npx', ['tsc', '--noEmit', '-p', 'tsconfig.json'], { env });
  record('TypeScript', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

/** ESLint over every JS and TS file (`npm run lint` with a JSON report): a file passes when it has no problem at all. */
async function lint() {
  const { code } = await run('npm', ['run', '--silent', 'lint', '--', '--format', 'json', '--output-file', 'reports/eslint.json'], { env });
  try {
    const report = JSON.parse(readFileSync('reports/eslint.json', 'utf8'));
    const bad = report.filter((file) => file.messages.length > 0);
    for (const file of bad) {
      for (const m of file.messages) console.log(`${relative(process.cwd(), file.filePath)}:${m.line}:${m.column} ${m.ruleId ?? ''} ${m.message}`);
    }
    const errors = report.reduce((sum, file) => sum + file.errorCount, 0);
    const warnings = report.reduce((sum, file) => sum + file.warningCount, 0);
    const failedFiles = bad.length || (code === 0 ? 0 : 1);
    record('ESLint', report.length - bad.length, failedFiles, `${report.length} files, ${errors} errors, ${warnings} warnings`);
  } catch {
    record('ESLint', 0, 1, 'no report');
  }
}

/** The GitHub Actions workflows (and actions, if any) against their published schemas, offline: one file, one test. */
async function workflowSchemas() {
  const files = [
    ...listFiles('.github/workflows', (f) => /\.ya?ml$/.test(f)),
    ...listFiles('.github/actions', (f) => /\/action\.ya?ml$/.test(f)),
  ];
  let bad = 0;
  for (const file of files) {
    const { code } = await run('npx', ['action-validator', file], { env });
    if (code !== 0) {
      bad += 1;
      console.log(`${file}: does not match the schema (the errors are above)`);
    }
  }
  record('GitHub Actions workflows (action-validator)', files.length - bad, files.length ? bad : 1, `${files.length} files`);
}

async function e2e(name = 'end-to-end and accessibility (playwright)', extraEnv = {}, report = 'reports/playwright.json') {
  const { code } = await run('npx', ['playwright', 'test', '--reporter=list,json'], {
    env: { ...env, ...extraEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: report, PLAYWRIGHT_REPORTER: '' },
  });
  try {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats;
    record(name, stats.expected + stats.flaky, stats.unexpected + (code !== 0 && !stats.unexpected ? 1 : 0),
      stats.flaky ? `${stats.flaky} flaky` : '');
  } catch {
    record(name, 0, 1, 'no report');
  }
}

/** vnu over every page of both sites (out/ and out-en/). */
async function htmlValidation() {
  const files = ['out', 'out-en'].flatMap((dir) => listFiles(dir, (f) => f.endsWith('.html')));
  const jar = require.resolve('vnu-jar/build/dist/vnu.jar');
  const { out } = await run('java', ['-Xss4m', '-jar', jar, '--format', 'json', '--stdout', '--errors-only', ...files], { capture: true, env });
  let messages = [];
  try {
    messages = JSON.parse(out).messages ?? [];
  } catch {
    record('W3C HTML validation (vnu)', 0, 1, 'checker did not run');
    return;
  }
  const errors = messages.filter((m) => m.type === 'error' || m.subType === 'fatal');
  const badFiles = new Set(errors.map((m) => decodeURIComponent(String(m.url)).replace(/^file:/, '')));
  for (const m of errors) console.log(`${m.url}:${m.lastLine ?? ''}: ${m.message}`);
  record('W3C HTML validation (vnu)', files.length - badFiles.size, badFiles.size, `${files.length} files, ${errors.length} errors`);
}

async function linkCheck(port, name = 'internal links (linkinator)') {
  const { code, out } = await run('npx', ['linkinator', `http://localhost:${port}/`, '--recurse', '--skip', `^(?!http://localhost:${port})`, '--format', 'json', '--timeout', '10000'], { capture: true, env });
  try {
    const report = JSON.parse(out);
    const broken = report.links.filter((l) => l.state === 'BROKEN');
    for (const l of broken) console.log(`BROKEN ${l.status} ${l.url} (on ${l.parent})`);
    const checked = report.links.filter((l) => l.state === 'OK').length;
    record(name, broken.length ? 0 : 1, broken.length ? 1 : 0, `${checked} links OK, ${broken.length} broken`);
  } catch {
    record(name, 0, 1, `linkinator exited ${code}`);
  }
}

async function jsBytes() {
  const { code } = await run(process.execPath, ['scripts/test/js-bytes.mjs', 'out'], { env });
  record('JS bytes report', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
  const budget = await run(process.execPath, ['scripts/test/byte-budget.mjs', 'out'], { env });
  record('byte budget (JS and CSS per page)', budget.code === 0 ? 1 : 0, budget.code === 0 ? 0 : 1);
}

/**
 * The README's recipe for a new article, proven without touching content/: the articles of tests/fixtures/blog
 * (one to publish, one draft) join a temporary copy of content/blog named by BLOG_CONTENT_DIR, the site is
 * exported into out-added-article/ (EXPORT_DIR), and the blog tests plus tests/e2e/blog-added-article.spec.ts
 * run against it. Next keeps its build files in .next whatever the export folder, so the main build's .next is
 * moved aside meanwhile and put back; out/ is not touched.
 */
async function addedArticle() {
  const blogDir = mkdtempSync(join(tmpdir(), 'veebiselge-blog-'));
  // The recommended setup for PageSpeed: the key in the server variable only (the build does not need it, and
  // nothing may carry it into the browser files; keyInBundle() checks), no browser key.
  const serverKey = `server-only-pagespeed-key-${randomBytes(6).toString('hex')}`;
  const exportDir = 'out-added-article';
  const mainBuild = '.next-main-build';
  cpSync('content/blog', blogDir, { recursive: true });
  cpSync('tests/fixtures/blog', blogDir, { recursive: true });
  rmSync(exportDir, { recursive: true, force: true });
  rmSync(mainBuild, { recursive: true, force: true });
  if (existsSync('.next')) renameSync('.next', mainBuild);
  // Another CORS proxy than the main build's: the privacy notice must name the one this build talks to.
  const extraEnv = { BLOG_CONTENT_DIR: blogDir, EXPORT_DIR: exportDir, NEXT_PUBLIC_CORS_PROXY: 'https://proksi.veebiselge.test/raw?url=' };
  const keyEnv = { NEXT_PUBLIC_PAGESPEED_API_KEY: '', PAGESPEED_API_KEY: serverKey };
  let built = false;
  try {
    built = (await run('npm', ['run', 'build'], { env: { ...env, ...extraEnv, ...keyEnv } })).code === 0;
  } finally {
    rmSync('.next', { recursive: true, force: true });
    if (existsSync(mainBuild)) renameSync(mainBuild, '.next');
  }
  record('build with an added article', built ? 1 : 0, built ? 0 : 1);
  if (built) keyInBundle(exportDir, serverKey);
  if (built) {
    const port = Number(process.env.E2E_PORT ?? 3100) + 80;
    await e2e('blog tests on the build with an added article (playwright)', { ...extraEnv, E2E_OUT_DIR: exportDir, E2E_PORT: String(port) }, 'reports/playwright-added-article.json');
  }
  rmSync(blogDir, { recursive: true, force: true });
}

/**
 * With PAGESPEED_API_KEY set and NEXT_PUBLIC_PAGESPEED_API_KEY unset, no PageSpeed key is in the browser files:
 * neither the server's key nor the test value of the browser key is anywhere in `exportDir`, and its pages do not
 * allow PageSpeed in connect-src. The main build (out/), made with the browser key, must contain that key: proof
 * the search finds a key that is there.
 */
function keyInBundle(exportDir, serverKey) {
  const browserKey = env.NEXT_PUBLIC_PAGESPEED_API_KEY;
  const leaked = [...filesContaining(exportDir, serverKey), ...filesContaining(exportDir, browserKey)];
  const allowsPageSpeed = filesContaining(exportDir, 'https://www.googleapis.com').filter((f) => f.endsWith('.html'));
  const found = filesContaining('out', browserKey).length > 0;
  for (const file of [...leaked, ...allowsPageSpeed]) console.log(`PageSpeed key or origin in ${file}`);
  const ok = leaked.length === 0 && allowsPageSpeed.length === 0 && found;
  const note = found ? `${listFiles(exportDir, () => true).length} files searched` : `the browser key was not found in out/ either: the search is broken`;
  record('no PageSpeed key in the browser files (server key only)', ok ? 1 : 0, ok ? 0 : 1, note);
}

async function main() {
  if (!(await ensureTools())) {
    record('tools (chromium, java)', 0, 1);
  }
  await unitTests();
  await apiTests();
  await lint();
  await workflowSchemas();
  if (await build()) {
    await typecheck();
    await e2e();
    await htmlValidation();
    const port = Number(process.env.E2E_PORT ?? 3100) + 90;
    // Compress every file before listening, so the link checker's burst of requests never waits on brotli.
    for (const site of [{ dir: 'out', port, name: 'internal links (linkinator)' }, { dir: 'out-en', port: port + 1, name: 'internal links of the English site (linkinator)' }]) {
      const server = startServer(site.port, { warmFirst: true, dir: site.dir });
      if (await waitForServer(`http://localhost:${site.port}/`, 60_000)) await linkCheck(site.port, site.name);
      else record(site.name, 0, 1, 'server did not start');
      server.kill();
    }
    await jsBytes();
    await addedArticle();
  }
  console.log('\nSummary:');
  for (const r of results) console.log(`  ${r.f ? 'FAIL' : 'ok  '} ${r.name}: ${r.p} passed, ${r.f} failed${r.note ? ` (${r.note})` : ''}`);
  console.log(`\n${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}

main();
