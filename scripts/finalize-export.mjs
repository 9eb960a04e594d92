#!/usr/bin/env node
/**
 * After `next build`:
 * - out/404.html becomes the home screen (spec: any other path shows the home screen),
 *   marked noindex, with a tiny script that sends an unknown article address (/blogi/<slug>) to /blogi.
 *   Building the 404 page from the home page's HTML keeps the home screen out of every other page's payload
 *   and JavaScript (a not-found.tsx that renders the home screen would be bundled into every route).
 * - each article's share picture, which Next writes as out/blogi/<slug>/opengraph-image (no extension, so a
 *   static host would serve it as application/octet-stream), is renamed to opengraph-image.png, the address
 *   the article's og:image names (lib/seo/share-image.ts).
 * - every page gets its Content-Security-Policy and out/_headers is written (scripts/security-policy.mjs).
 */
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applySecurityPolicy } from './security-policy.mjs';

const outDir = process.argv[2] || process.env.EXPORT_DIR || 'out';
const home = readFileSync(`${outDir}/index.html`, 'utf8');

const redirectUnknownArticle =
  "<script>(function(){if(/^\\/blogi\\/[^/]+/.test(location.pathname)){location.replace('/blogi')}})();</script>";
const noindex = '<meta name="robots" content="noindex, follow"/>';

if (!home.includes('<head>')) throw new Error('out/index.html has no <head>');
// After the character encoding declaration, where the page's Content-Security-Policy goes before it.
const notFound = home.replace(/<head>(<meta charSet="utf-8"\/>)?/, (head) => `${head}${redirectUnknownArticle}${noindex}`);
writeFileSync(`${outDir}/404.html`, notFound);
console.log(`${outDir}/404.html: home screen with noindex and the unknown-article redirect`);

const blogDir = join(outDir, 'blogi');
let pictures = 0;
for (const entry of existsSync(blogDir) ? readdirSync(blogDir, { withFileTypes: true }) : []) {
  const picture = join(blogDir, entry.name, 'opengraph-image');
  if (entry.isDirectory() && existsSync(picture)) {
    renameSync(picture, `${picture}.png`);
    pictures += 1;
  }
}
console.log(`${outDir}/blogi/*/opengraph-image.png: ${pictures} article share pictures`);

await applySecurityPolicy(outDir);
