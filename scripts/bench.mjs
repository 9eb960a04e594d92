#!/usr/bin/env node
/**
 * `npm run bench`: Lighthouse (mobile, default throttling) on every page of out/, served by scripts/serve.mjs
 * with gzip like a CDN; 3 runs per route; prints a table of medians (performance, accessibility,
 * best practices, SEO, LCP, TBT, CLS) with the page's JS bytes (gzip), and writes reports/bench.json.
 * Options: --runs N, --only /path (repeatable), --no-build (use the existing out/).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH, listFiles, routeOf, run, startServer, waitForServer, withTestEnv } from './lib.mjs';

const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
const only = args.flatMap((a, i) => (args[i - 1] === '--only' ? [a] : []));
const env = withTestEnv();

if (!args.includes('--no-build') || !existsSync('out/index.html')) {
  const { code } = await run('npm', ['run', 'build'], { env });
  if (code !== 0) process.exit(code);
}
await run(process.execPath, ['scripts/js-bytes.mjs', 'out'], { capture: true });
const jsReport = JSON.parse(readFileSync('reports/js-bytes.json', 'utf8'));
const jsBytes = Object.fromEntries(jsReport.pages.map((p) => [p.route, p.totalGzip]));

const routes = listFiles('out', (f) => f.endsWith('.html') && !/(^|\/)(404|_not-found)\.html$/.test(f))
  .map((f) => routeOf('out', f))
  .filter((r) => only.length === 0 || only.includes(r));

const port = 3300 + Math.floor(Math.random() * 200);
// The server compresses every file before it listens: no Lighthouse run overlaps that work.
const server = startServer(port, { warmFirst: true });
if (!(await waitForServer(`http://localhost:${port}/`, 120_000))) {
  console.error('server did not start');
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const results = [];
const tmp = join(tmpdir(), `bench-${process.pid}`);
mkdirSync(tmp, { recursive: true });
for (const route of routes) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const output = join(tmp, `lh-${i}.json`);
    const { code } = await run(
      'npx',
      [
        'lighthouse',
        `http://localhost:${port}${encodeURI(route)}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH }, stdio: ['ignore', 'ignore', 'ignore'] },
    );
    if (code !== 0 || !existsSync(output)) continue;
    const lhr = JSON.parse(readFileSync(output, 'utf8'));
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    samples.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      failing: Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 1 && ['binary', 'numeric'].includes(a.scoreDisplayMode) && a.details?.type !== 'opportunity')
        .map((a) => a.id),
    });
    rmSync(output, { force: true });
  }
  if (samples.length === 0) {
    results.push({ route, error: 'lighthouse failed' });
    console.log(`${route}: lighthouse failed`);
    continue;
  }
  const pick = (k) => median(samples.map((s) => s[k]));
  const row = {
    route,
    runs: samples.length,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: Math.round(pick('lcp')),
    tbtMs: Math.round(pick('tbt')),
    cls: Number(pick('cls').toFixed(3)),
    jsGzipKiB: Number(((jsBytes[route] ?? 0) / 1024).toFixed(1)),
    failingAudits: [...new Set(samples.flatMap((s) => s.failing))],
  };
  results.push(row);
  console.log(`${route}: perf ${row.performance}, a11y ${row.accessibility}, bp ${row.bestPractices}, seo ${row.seo}`);
}
server.kill();

const header = ['route', 'perf', 'a11y', 'bp', 'seo', 'LCP', 'TBT', 'CLS', 'JS gzip'];
const lines = results.map((r) =>
  r.error
    ? [r.route, r.error, '', '', '', '', '', '', '']
    : [r.route, r.performance, r.accessibility, r.bestPractices, r.seo, `${(r.lcpMs / 1000).toFixed(2)} s`, `${r.tbtMs} ms`, r.cls, `${r.jsGzipKiB} KiB`],
);
console.log(`\nLighthouse mobile, median of ${runs} runs (shared JS baseline ${(jsReport.sharedGzip / 1024).toFixed(1)} KiB gzip)\n`);
console.log(`| ${header.join(' | ')} |`);
console.log(`|${header.map(() => '---').join('|')}|`);
for (const l of lines) console.log(`| ${l.join(' | ')} |`);
for (const r of results) if (r.failingAudits?.length) console.log(`  ${r.route} audits below 1: ${r.failingAudits.join(', ')}`);

if (existsSync('scripts/bench-tester.mjs') && (only.length === 0 || only.includes('/seo-veebilehe-test'))) {
  console.log('');
  await run(process.execPath, ['scripts/bench-tester.mjs'], { env });
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify(results, null, 2));
