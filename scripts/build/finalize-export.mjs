#!/usr/bin/env node
/**
 * After `next build`:
 * - out/404.html becomes the unknown-address page (lib/not-found.mjs, UNKNOWN_PAGE_PATH): the home screen under a
 *   "Seda lehte ei leitud" notice, titled so and marked noindex (spec: any other path shows the home screen), with a
 *   tiny script that sends an unknown article address (/blogi/<slug>) to /blogi#artiklit-ei-leitud, where the blog
 *   says "Artiklit ei leitud". The page's own files are removed, so its path is unknown like any other.
 *   Building the 404 page from a page of its own keeps the home screen out of every other page's payload and
 *   JavaScript (a not-found.tsx that renders the home screen would be bundled into every route).
 * - every page preloads the layout's font, as Next does only for a page whose file is page.tsx
 *   (scripts/build/font-preload.mjs).
 * - every page's framework scripts run after its first paint (scripts/build/scripts-after-paint.mjs), unless
 *   `--plain-scripts` is given (the bench's floor page keeps Next's own script tags: it is the plain framework).
 * - every static block's text is in its page's document once, not again in React's payload
 *   (scripts/build/static-blocks-once.mjs, lib/static-blocks.mjs).
 * - the inline scripts at the end of each page become one, allowed by one hash (scripts/build/one-inline-script.mjs),
 *   unless `--plain-scripts` is given.
 * - every page gets its Content-Security-Policy and out/_headers is written (scripts/build/site-headers.mjs).
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { UNKNOWN_ARTICLE_ANCHOR, UNKNOWN_PAGE_PATH } from '../../lib/not-found.mjs';
import { listFiles } from '../lib.mjs';
import { preloadFontsEverywhere } from './font-preload.mjs';
import { scriptsAfterPaint } from './scripts-after-paint.mjs';
import { oneInlineScript } from './one-inline-script.mjs';
import { staticBlocksOnce } from './static-blocks-once.mjs';
import { applySecurityPolicy } from './site-headers.mjs';

const args = process.argv.slice(2);
/** The built language (lib/i18n/locale.ts): the English export lives in out-en/ and its blog in /blog. */
const english = process.env.SITE_LOCALE === 'en';
const outDir = args.find((a) => !a.startsWith('--')) || process.env.EXPORT_DIR || (english ? 'out-en' : 'out');
const blogPath = english ? 'blog' : 'blogi';
const unknownPage = join(outDir, UNKNOWN_PAGE_PATH);
const redirectUnknownArticle =
  `<script>(function(){if(/^\\/${blogPath}\\/[^/]+/.test(location.pathname)){location.replace('/${blogPath}#${UNKNOWN_ARTICLE_ANCHOR}')}})();</script>`;

/** The page 404.html is made of: the unknown-address page, or, in an export without one, the home page. */
function notFoundSource() {
  if (existsSync(`${unknownPage}.html`)) return { file: `${unknownPage}.html`, what: `the unknown-address page (${UNKNOWN_PAGE_PATH}, its own files removed)` };
  // Run again on a finished export: 404.html is made already.
  if (existsSync(join(outDir, '404.html')) && readFileSync(join(outDir, '404.html'), 'utf8').includes(redirectUnknownArticle)) return null;
  // The bench's empty floor page (scripts/bench/floor-page.mjs) has only a home page.
  return { file: join(outDir, 'index.html'), what: `the home page (no ${UNKNOWN_PAGE_PATH} page in this export), noindex,` };
}

const source = notFoundSource();
if (source) {
  const page = readFileSync(source.file, 'utf8');
  if (!page.includes('<head>')) throw new Error(`${source.file} has no <head>`);
  const noindex = /<meta name="robots" content="noindex/.test(page) ? '' : '<meta name="robots" content="noindex, follow"/>';
  // After the character encoding declaration, where the page's Content-Security-Policy goes before it.
  writeFileSync(`${outDir}/404.html`, page.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${redirectUnknownArticle}${noindex}`));
  for (const file of [`${unknownPage}.html`, `${unknownPage}.txt`, unknownPage]) rmSync(file, { recursive: true, force: true });
  console.log(`${outDir}/404.html: ${source.what} with the unknown-article redirect`);
}

{
  const pages = Object.fromEntries(listFiles(outDir, (file) => file.endsWith('.html')).map((file) => [file, readFileSync(file, 'utf8')]));
  const changed = preloadFontsEverywhere(pages);
  for (const [file, html] of Object.entries(changed)) writeFileSync(file, html);
  console.log(`${outDir}/**/*.html: the layout's font is preloaded on every page (added to ${Object.keys(changed).length} of ${Object.keys(pages).length})`);
}

if (!args.includes('--plain-scripts')) {
  const pages = listFiles(outDir, (file) => file.endsWith('.html'));
  for (const file of pages) writeFileSync(file, scriptsAfterPaint(readFileSync(file, 'utf8')));
  console.log(`${outDir}/**/*.html: the framework's scripts run after the first paint (${pages.length} pages)`);
}

{
  const pages = listFiles(outDir, (file) => file.endsWith('.html'));
  let rows = 0;
  for (const file of pages) {
    const { html, stubbed } = staticBlocksOnce(readFileSync(file, 'utf8'));
    if (stubbed) writeFileSync(file, html);
    rows += stubbed;
  }
  console.log(`${outDir}/**/*.html: static blocks are in the document once (${rows} texts taken out of the payload of ${pages.length} pages)`);
}

if (!args.includes('--plain-scripts')) {
  const pages = listFiles(outDir, (file) => file.endsWith('.html'));
  for (const file of pages) writeFileSync(file, oneInlineScript(readFileSync(file, 'utf8')));
  console.log(`${outDir}/**/*.html: the inline scripts at the end of each page are one (${pages.length} pages)`);
}

await applySecurityPolicy(outDir);
