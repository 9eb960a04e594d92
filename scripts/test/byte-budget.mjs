#!/usr/bin/env node
/**
 * The byte budget of every exported page (a step of `npm test`, not a timing): the gzip bytes of the JavaScript a
 * page loads (its <script src> files, the scripts it preloads and the chunks its loader adds after the first paint, see
 * scripts/build/scripts-after-paint.mjs), of its
 * style sheets and the bytes of the fonts it preloads (the first paint waits for all three) must stay within the figures
 * recorded in scripts/test/byte-budget.json plus a small margin. A page over
 * its budget fails the check with the files that grew: the page's files that are new since the record (a changed
 * chunk has a new hashed name) or larger than recorded, and the recorded files it no longer loads.
 *
 * Usage: node scripts/test/byte-budget.mjs [outDir]            check (exit code 1 when a page is over its budget)
 *        node scripts/test/byte-budget.mjs [outDir] --update   record today's figures as the budget (review the diff)
 * A page without a budget fails too: a new page gets its budget on purpose, with --update.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loaderSources, SCRIPT_PRELOAD } from '../build/scripts-after-paint.mjs';
import { listFiles, routeOf } from '../lib.mjs';

export const BUDGET_FILE = fileURLToPath(new URL('byte-budget.json', import.meta.url));
/** What a page may grow beyond its recorded bytes before the check fails. */
export const MARGIN = { js: 2048, css: 512, font: 512 };
const KIND_NAMES = { js: 'JavaScript', css: 'CSS', font: 'preloaded font' };
const KINDS = /** @type {const} */ (['js', 'css', 'font']);

/**
 * The files a page's HTML loads from the site itself: scripts (not the legacy noModule ones, which modern browsers
 * never download; preloaded scripts and the chunks added after the first paint included), style sheets and preloaded
 * fonts.
 * @param {string} html
 * @returns {{ js: string[], css: string[], font: string[] }}
 */
export function pageFiles(html) {
  const scriptTags = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]).filter((attrs) => !/\bnoModule\b/i.test(attrs));
  const preloads = [...html.matchAll(SCRIPT_PRELOAD)].map((m) => m[1]);
  // The framework's chunks, which the page's loader adds after the first paint (scripts/build/scripts-after-paint.mjs).
  const afterPaint = loaderSources(html);
  const links = (pattern) => [...html.matchAll(/<link\b[^>]*>/g)].filter((m) => pattern.test(m[0])).map((m) => /\bhref="([^"]+)"/.exec(m[0])?.[1]);
  const styles = links(/\brel="stylesheet"/);
  const fonts = links(/\brel="preload"[^>]*\bas="font"|\bas="font"[^>]*\brel="preload"/);
  const own = (list) => [...new Set(list.filter((s) => typeof s === 'string' && s.startsWith('/')))];
  return { js: own([...scriptTags.map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1]), ...preloads, ...afterPaint]), css: own(styles), font: own(fonts) };
}

/**
 * The exported pages and the size of each file they load, gzip for scripts and style sheets, as stored for fonts (WOFF2
 * is compressed already): { [route]: { js: {file: bytes}, css: {file: bytes}, font: {file: bytes} } }.
 */
export function measureExport(outDir) {
  const cache = new Map();
  const sized = (src, gzip) => {
    if (!cache.has(src)) {
      const bytes = readFileSync(join(outDir, src.split('?')[0]));
      cache.set(src, gzip ? gzipSync(bytes, { level: 9 }).length : bytes.length);
    }
    return cache.get(src);
  };
  const sizes = (files, gzip) => Object.fromEntries(files.map((f) => [f, sized(f, gzip)]));
  const pages = {};
  for (const file of listFiles(outDir, (f) => f.endsWith('.html') && !f.endsWith('_not-found.html'))) {
    const route = file.endsWith('404.html') ? '/404' : routeOf(outDir, file);
    const files = pageFiles(readFileSync(file, 'utf8'));
    pages[route] = { js: sizes(files.js, true), css: sizes(files.css, true), font: sizes(files.font, false) };
  }
  return pages;
}

const total = (files) => Object.values(files).reduce((sum, b) => sum + b, 0);
const kib = (b) => `${(b / 1024).toFixed(1)} KiB`;

/**
 * The budget to record for measured pages: per page and kind the total bytes and each file's bytes.
 * @param {ReturnType<typeof measureExport>} measured
 */
export function budgetFrom(measured) {
  const kinds = (page) => Object.fromEntries(KINDS.map((k) => [k, { bytes: total(page[k]), files: page[k] }]));
  return { margin: MARGIN, pages: Object.fromEntries(Object.entries(measured).sort(([a], [b]) => a.localeCompare(b)).map(([r, p]) => [r, kinds(p)])) };
}

/**
 * Every page over its budget, each as one message naming the files that grew.
 * @param {ReturnType<typeof budgetFrom>} budget
 * @param {ReturnType<typeof measureExport>} measured
 * @returns {string[]}
 */
export function overBudget(budget, measured) {
  const problems = [];
  for (const [route, page] of Object.entries(measured)) {
    const recorded = budget.pages[route];
    if (!recorded) {
      problems.push(`${route}: no budget for this page (node scripts/test/byte-budget.mjs --update records one)`);
      continue;
    }
    for (const kind of KINDS) {
      const bytes = total(page[kind]);
      // A budget recorded before a kind was measured counts it as zero bytes.
      const { bytes: recordedBytes, files: before } = recorded[kind] ?? { bytes: 0, files: {} };
      const margin = budget.margin[kind] ?? MARGIN[kind];
      const limit = recordedBytes + margin;
      if (bytes <= limit) continue;
      const grew = Object.entries(page[kind])
        .filter(([file, b]) => !(file in before) || b > before[file])
        .sort(([, a], [, b]) => b - a)
        .map(([file, b]) => (file in before ? `${file} ${kib(before[file])} -> ${kib(b)}` : `${file} ${kib(b)} (new or changed)`));
      const gone = Object.entries(before)
        .filter(([file]) => !(file in page[kind]))
        .map(([file, b]) => `${file} ${kib(b)}`);
      problems.push(
        `${route}: ${KIND_NAMES[kind]} ${kib(bytes)} is over its budget of ${kib(limit)} (${kib(recordedBytes)} + ${kib(margin)}); ` +
          `grew: ${grew.join(', ') || 'none'}${gone.length ? `; no longer loaded: ${gone.join(', ')}` : ''}`,
      );
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outDir = args.find((a) => !a.startsWith('--')) || 'out';
  const measured = measureExport(outDir);
  if (args.includes('--update')) {
    writeFileSync(BUDGET_FILE, `${JSON.stringify(budgetFrom(measured), null, 2)}\n`);
    console.log(`${BUDGET_FILE}: budget recorded for ${Object.keys(measured).length} pages`);
  } else {
    if (!existsSync(BUDGET_FILE)) {
      console.error(`${BUDGET_FILE} is missing: node scripts/test/byte-budget.mjs --update records it`);
      process.exit(1);
    }
    const problems = overBudget(JSON.parse(readFileSync(BUDGET_FILE, 'utf8')), measured);
    for (const problem of problems) console.log(problem);
    const pages = Object.keys(measured).length;
    console.log(`Byte budget: ${pages - new Set(problems.map((p) => p.split(':')[0])).size} of ${pages} pages within their JS, CSS and font budget`);
    process.exit(problems.length ? 1 : 0);
  }
}
