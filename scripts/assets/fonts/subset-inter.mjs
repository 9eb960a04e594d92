#!/usr/bin/env node
/**
 * Makes the site's font files from the npm package @fontsource-variable/inter: Inter (variable, weights
 * 400–800) cut down to the characters Estonian pages use, so the first visit downloads ~29 KB instead of 48 KB.
 *   app/fonts/inter-estonian-latin.woff2      Basic Latin, Latin-1 (õ ä ö ü), dashes, quotes, €, arrows
 *   app/fonts/inter-estonian-latin-ext.woff2  Š š Ž ž (loaded only when a page uses them)
 * Run after upgrading the font package: node scripts/assets/fonts/subset-inter.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const source = 'node_modules/@fontsource-variable/inter/files/';
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
const latin = range(0x20, 0x7e) + range(0xa0, 0xff) + '–—‘’‚“”„…•€™→←×−';
const latinExt = ' ŠšŽž';
const options = { targetFormat: 'woff2', variationAxes: { wght: { min: 400, max: 800 } } };

for (const [file, chars, out] of [
  ['inter-latin-wght-normal.woff2', latin, 'app/fonts/inter-estonian-latin.woff2'],
  ['inter-latin-ext-wght-normal.woff2', latinExt, 'app/fonts/inter-estonian-latin-ext.woff2'],
]) {
  const input = readFileSync(source + file);
  const output = await subsetFont(input, chars, options);
  writeFileSync(out, output);
  console.log(`${out}: ${input.length} -> ${output.length} bytes`);
}
