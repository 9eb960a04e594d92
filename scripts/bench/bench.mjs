#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (mobile, default throttling) on every page of out/, served by scripts/dev/serve.mjs
 * with compression like a CDN, compared with a floor: an empty Next.js page built with the same install and
 * config (scripts/bench/floor-page.mjs, in a temporary folder) and served the same way.
 *
 * Every run measures the floor first and then each route, so the floor and the routes share the machine's
 * state of that moment; a route's difference to the floor is taken within each run. The table gives per page
 * the median and [min–max] over the runs of performance, LCP, TBT, and the difference (Δ) to the floor,
 * with the page's JS (gzip of its <script src> files) and the script bytes Lighthouse saw transferred.
 * Per run it also reads, from Lighthouse's network records, the requests and the script bytes that had finished
 * loading before the observed first contentful paint (what the first screen waited for, or could have).
 * Writes reports/bench.json.
 * Options: --runs N (default 5), --only /path (repeatable), --no-build (use the existing out/),
 * --port N (this to N+3; default a random one of 3300, 3304 … 3496), --before DIR (another export, e.g. a copy of
 * out/ made before a change: each route is measured there too, just before ours, in the same runs; its rows are
 * named "/route (before)"), --no-en (leave out the English site), --en-all (every English route, not only its home).
 * The English site (out-en/, `npm run build:en`) is measured too: its home page by default, in rows named
 * "/ (English)", in the same runs, next to the Estonian home and the floor.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderTable, summarize } from './bench-table.mjs';
import { buildFloorPage } from './floor-page.mjs';
import { listFiles, routeOf, run, startServer, waitForServer } from '../lib.mjs';
import { CHROMIUM_PATH, withTestEnv } from '../test/env.mjs';

const args = process.argv.slice(2);
if (args.includes('--help') || args.includes('-h')) {
  console.log(`Usage: npm run bench -- [options]   (Lighthouse, mobile, on every page of out/ against an empty Next.js floor page)
  --runs N        runs per page (default 5)
  --only /path    measure only this route (repeatable)
  --no-build      use the existing out/
  --port N        serve on N to N+3 (default a random one of 3300, 3304, ... 3496)
  --before DIR    another export (e.g. a copy of out/ from before a change), measured in the same runs
  --no-en         leave out the English site (out-en/); by default its home page is measured too
  --en-all        measure every page of the English site, not only its home
Writes reports/bench.json and prints the table.`);
  process.exit(0);
}
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs')) || 5;
const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
const port = Number(option('--port')) || 3300 + 4 * Math.floor(Math.random() * 50);
const beforeDir = option('--before') ? resolve(option('--before')) : null;
if (beforeDir && !existsSync(join(beforeDir, 'index.html'))) {
  console.error(`--before ${beforeDir}: no exported site there`);
  process.exit(1);
}
const env = withTestEnv();
const FLOOR = 'floor';

const english = !args.includes('--no-en');
if (!args.includes('--no-build') || !existsSync('out/index.html')) {
  const { code } = await run('npm', ['run', 'build'], { env });
  if (code !== 0) process.exit(code);
}
if (english && (!args.includes('--no-build') || !existsSync('out-en/index.html'))) {
  const { code } = await run('npm', ['run', 'build:en'], { env });
  if (code !== 0) process.exit(code);
}
console.log('Building the floor page (empty Next.js page) in a temporary folder...');
const floor = await buildFloorPage(env);

/** Gzip bytes of the <script src> files each page of an export loads (scripts/test/js-bytes.mjs). */
async function jsBytesOf(cwd, outDir = 'out') {
  await run(process.execPath, [resolve('scripts/test/js-bytes.mjs'), outDir], { cwd, capture: true });
  const report = JSON.parse(readFileSync(join(cwd, 'reports/js-bytes.json'), 'utf8'));
  return { shared: report.sharedGzip, byRoute: Object.fromEntries(report.pages.map((p) => [p.route, p.totalGzip])) };
}
/** The name of an English route's row. */
const ENGLISH = (route) => `${route} (English)`;
const englishJs = english ? (await jsBytesOf('.', 'out-en')).byRoute : {};
const ours = await jsBytesOf('.');
const floorJs = (await jsBytesOf(floor.dir)).byRoute['/'];
const beforeJs = beforeDir ? (await jsBytesOf(floor.dir, beforeDir)).byRoute : {};
/** The name of a route's row measured in the --before export. */
const BEFORE = (route) => `${route} (before)`;

const routes = listFiles('out', (f) => f.endsWith('.html') && !/(^|\/)(404|_not-found)\.html$/.test(f))
  .map((f) => routeOf('out', f))
  .filter((r) => only.length === 0 || only.includes(r));
const englishRoutes = english
  ? listFiles('out-en', (f) => f.endsWith('.html') && !/(^|\/)(404|_not-found)\.html$/.test(f))
      .map((f) => routeOf('out-en', f))
      .filter((r) => (args.includes('--en-all') ? only.length === 0 || only.includes(r) : r === '/'))
  : [];

// Both servers compress every file before they listen: no Lighthouse run overlaps that work.
const servers = [startServer(port, { warmFirst: true }), startServer(port + 1, { warmFirst: true, dir: floor.outDir })];
if (beforeDir) servers.push(startServer(port + 2, { warmFirst: true, dir: beforeDir }));
if (englishRoutes.length) servers.push(startServer(port + 3, { warmFirst: true, dir: 'out-en' }));
const stopAll = () => {
  for (const s of servers) s.kill();
  floor.remove();
};
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
for (const p of [port, port + 1, ...(beforeDir ? [port + 2] : []), ...(englishRoutes.length ? [port + 3] : [])]) {
  if (!(await waitForServer(`http://localhost:${p}/`, 120_000))) {
    console.error(`server on port ${p} did not start`);
    stopAll();
    process.exit(1);
  }
}

const tmp = join(tmpdir(), `bench-${process.pid}`);
mkdirSync(tmp, { recursive: true });

/** One Lighthouse run; null when it failed. */
async function lighthouse(url) {
  const output = join(tmp, 'lh.json');
  rmSync(output, { force: true });
  const { code } = await run(
    resolve('node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${output}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'ignore'] },
  );
  if (code !== 0 || !existsSync(output)) return null;
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script');
  // Requests that had finished before the observed first paint (network times count from the first request).
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const network = lhr.audits['network-requests']?.details ?? {};
  const offset = ((network.debugData?.networkStartTimeTs ?? observed.observedNavigationStartTs) - observed.observedNavigationStartTs) / 1000;
  const beforePaint = (network.items ?? []).filter((r) => r.networkEndTime + offset <= observed.observedFirstContentfulPaint);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptTransfer: scripts?.transferSize ?? NaN,
    prePaintRequests: beforePaint.length,
    prePaintScript: beforePaint.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + r.transferSize, 0),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && a.details?.type !== 'opportunity')
      .map((a) => a.id),
  };
}

// samples[page][run]: the floor first in every run, then each route (after its --before twin).
const measured = [...(beforeDir ? routes.flatMap((r) => [BEFORE(r), r]) : routes), ...englishRoutes.map(ENGLISH)];
const pages = [FLOOR, ...measured];
const samples = Object.fromEntries(pages.map((p) => [p, []]));
for (let i = 0; i < runs; i++) {
  for (const page of pages) {
    const before = beforeDir ? routes.find((r) => BEFORE(r) === page) : undefined;
    const inEnglish = englishRoutes.find((r) => ENGLISH(r) === page);
    const url =
      page === FLOOR
        ? `http://localhost:${port + 1}/`
        : before !== undefined
          ? `http://localhost:${port + 2}${encodeURI(before)}`
          : inEnglish !== undefined
            ? `http://localhost:${port + 3}${encodeURI(inEnglish)}`
            : `http://localhost:${port}${encodeURI(page)}`;
    const sample = await lighthouse(url);
    samples[page][i] = sample;
    console.log(`run ${i + 1}/${runs} ${page}: ${sample ? `perf ${sample.performance}, LCP ${Math.round(sample.lcp)} ms, TBT ${Math.round(sample.tbt)} ms` : 'lighthouse failed'}`);
  }
}
stopAll();
rmSync(tmp, { recursive: true, force: true });

const jsGzip = {
  ...ours.byRoute,
  ...Object.fromEntries(Object.entries(beforeJs).map(([r, b]) => [BEFORE(r), b])),
  ...Object.fromEntries(Object.entries(englishJs).map(([r, b]) => [ENGLISH(r), b])),
  [FLOOR]: floorJs,
};
const results = summarize(samples, { floor: FLOOR, routes: measured, jsGzip });
console.log(`\n${renderTable(results, { floor: FLOOR, runs, sharedJsGzip: ours.shared })}`);

if (existsSync('scripts/bench/bench-tester.mjs') && (only.length === 0 || only.includes('/seo-veebilehe-test'))) {
  console.log('');
  await run(process.execPath, ['scripts/bench/bench-tester.mjs'], { env });
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify({ runs, floor: results[0], routes: results.slice(1) }, null, 2));
