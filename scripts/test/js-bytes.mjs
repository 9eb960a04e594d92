#!/usr/bin/env node
/**
 * Report of the JavaScript each exported page loads: the gzip size of every <script src> the HTML references and
 * of every script it preloads or adds after the first paint (the chunks of scripts/build/scripts-after-paint.mjs).
 * "Shared" is what every page loads (the framework baseline); "own" is what a page adds on top of it.
 * Writes reports/js-bytes.json and prints a table. Usage: node scripts/test/js-bytes.mjs [outDir]
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageFiles } from './byte-budget.mjs';
import { listFiles, routeOf } from '../lib.mjs';

const outDir = process.argv[2] || 'out';
const pages = listFiles(outDir, (f) => f.endsWith('.html') && !f.endsWith('_not-found.html'));
const gzipCache = new Map();
const gz = (src) => {
  if (!gzipCache.has(src)) {
    const file = join(outDir, src.split('?')[0]);
    gzipCache.set(src, gzipSync(readFileSync(file), { level: 9 }).length);
  }
  return gzipCache.get(src);
};

const rows = pages.map((file) => {
  const scripts = pageFiles(readFileSync(file, 'utf8')).js;
  return { route: file.endsWith('404.html') ? '/404 (unknown paths)' : routeOf(outDir, file), scripts };
});
// The baseline is what every real route loads (the 404 page is built separately and left out).
const routeRows = rows.filter((r) => !r.route.startsWith('/404'));
const shared = routeRows.length ? routeRows.map((r) => new Set(r.scripts)).reduce((a, b) => new Set([...a].filter((s) => b.has(s)))) : new Set();
const sharedBytes = [...shared].reduce((sum, s) => sum + gz(s), 0);
const report = rows.map((r) => {
  const total = r.scripts.reduce((sum, s) => sum + gz(s), 0);
  return { route: r.route, scripts: r.scripts.length, totalGzip: total, ownGzip: total - sharedBytes };
});

const kib = (b) => (b / 1024).toFixed(1).padStart(7);
console.log(`\nJS per page (gzip). Shared baseline loaded by every page: ${kib(sharedBytes).trim()} KiB`);
console.log(`${'route'.padEnd(96)} ${'files'.padStart(5)} ${'total KiB'.padStart(9)} ${'own KiB'.padStart(8)}`);
for (const r of report) console.log(`${r.route.padEnd(96)} ${String(r.scripts).padStart(5)} ${kib(r.totalGzip)}   ${kib(r.ownGzip)}`);
mkdirSync('reports', { recursive: true });
writeFileSync('reports/js-bytes.json', JSON.stringify({ sharedGzip: sharedBytes, pages: report }, null, 2));
