#!/usr/bin/env node
/**
 * After `next build`: runs the post-export passes of scripts/build/passes.mjs over the export (their list and order
 * are there), then writes the pages and files back. A pass that finds nothing to do where it expected something
 * stops the build, naming the pass, the page and what it looked for.
 *
 * Usage: node scripts/build/finalize-export.mjs [outDir] [--plain-scripts] [--not-found-from /route]
 *   outDir            the export (default EXPORT_DIR, else out/, or out-en/ for SITE_LOCALE=en)
 *   --plain-scripts   the framework's script tags stay as Next wrote them (the bench's floor page: the plain framework)
 *   --not-found-from  the route 404.html is made of, for an export without the unknown-address page (the floor: /)
 *
 * Next's font manifest is read from the .next folder beside outDir. A build with other versions of next, react or
 * react-dom than the passes were verified with warns (scripts/build/versions.mjs).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { listFiles } from '../lib.mjs';
import { PassError } from './pass.mjs';
import { runPasses } from './passes.mjs';
import { driftMessage, versionDrift } from './versions.mjs';

const english = process.env.SITE_LOCALE === 'en';
/** @type {import('./passes.mjs').Options} */
const options = { english };
let outDir = process.env.EXPORT_DIR || (english ? 'out-en' : 'out');
for (const args = process.argv.slice(2); args.length > 0; ) {
  const arg = args.shift();
  if (arg === '--plain-scripts') options.plainScripts = true;
  else if (arg === '--not-found-from') options.notFoundFrom = args.shift();
  else outDir = arg;
}

const drift = versionDrift();
if (drift.length > 0) console.warn(`\nWarning: ${driftMessage(drift)}\n`);

const manifestFile = join(dirname(resolve(outDir)), '.next/server/next-font-manifest.json');
if (!existsSync(manifestFile)) {
  console.error(`font-preload: ${manifestFile} not found: Next no longer writes its font manifest where the pass reads it`);
  process.exit(1);
}

const pages = new Map(listFiles(outDir, (file) => file.endsWith('.html')).map((file) => [file, readFileSync(file, 'utf8')]));
const before = new Map(pages);
/** @type {import('./passes.mjs').Site} */
const site = {
  outDir,
  pages,
  files: new Map(),
  removed: [],
  fontManifest: JSON.parse(readFileSync(manifestFile, 'utf8')),
  options,
};

try {
  await runPasses(site, (line) => console.log(`${outDir}: ${line}`));
} catch (error) {
  if (!(error instanceof PassError)) throw error;
  console.error(`\nThe post-export step stopped: ${error.message}\n(scripts/build/passes.mjs; docs/architecture.md, "The build")`);
  process.exit(1);
}

for (const [file, html] of pages) if (before.get(file) !== html) writeFileSync(file, html);
for (const path of site.removed) rmSync(join(outDir, path), { recursive: true, force: true });
for (const [path, text] of site.files) {
  mkdirSync(dirname(join(outDir, path)), { recursive: true });
  writeFileSync(join(outDir, path), text);
}
